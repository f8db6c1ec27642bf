import { exportAccountData } from "@/db/queries/account";
import { downloadResponse } from "@/lib/download";
import { answerOrFail } from "@/lib/route-failure";
import { getCurrentUser } from "@/lib/session";

// Everything the signed-in creator owns, as one JSON file (decision D8).
export function GET() {
  return answerOrFail({ log: "Account export failed", error: "Failed to export your data. Try again." }, async () => {
    const user = await getCurrentUser();
    if (!user) return Response.json({ error: "Sign in to export your data" }, { status: 401 });
    const data = await exportAccountData(user.id);
    const day = data.exportedAt.slice(0, 10);
    return downloadResponse(JSON.stringify(data, null, 2), { contentType: "application/json; charset=utf-8", fileName: `creator-quest-export-${day}.json` });
  });
}
