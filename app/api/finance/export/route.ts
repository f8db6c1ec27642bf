import { listAllEntries } from "@/db/queries/finance";
import { downloadResponse } from "@/lib/download";
import { toCsv } from "@/lib/rules/csv";
import { answerOrFail } from "@/lib/route-failure";
import { getCurrentUser } from "@/lib/session";

// The signed-in creator's finance entries as a CSV file, oldest first.
export function GET() {
  return answerOrFail({ log: "Finance export failed", error: "Failed to load finance entries" }, async () => {
    const user = await getCurrentUser();
    if (!user) return Response.json({ error: "Sign in to export your finances" }, { status: 401 });
    const entries = await listAllEntries(user.id);
    const csv = toCsv(
      ["date", "type", "category", "amount", "description"],
      entries.map((entry) => [entry.entryDate, entry.type, entry.category, entry.amount, entry.description]),
    );
    return downloadResponse(csv, { contentType: "text/csv; charset=utf-8", fileName: "creator-quest-finances.csv" });
  });
}
