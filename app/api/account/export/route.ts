import { exportAccountData } from "@/db/queries/account";
import { getCurrentUser } from "@/lib/session";

// Everything the signed-in creator owns, as one JSON file (decision D8).
export async function GET() {
  const user = await getCurrentUser();
  if (!user) return Response.json({ error: "Sign in to export your data" }, { status: 401 });
  try {
    const data = await exportAccountData(user.id);
    const day = data.exportedAt.slice(0, 10);
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="creator-quest-export-${day}.json"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    console.error("Account export failed", error);
    return Response.json({ error: "Failed to export your data. Try again." }, { status: 500 });
  }
}
