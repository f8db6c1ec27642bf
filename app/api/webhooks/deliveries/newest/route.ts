import { listDeliveries } from "@/db/queries/webhooks";
import { answerOrFail } from "@/lib/route-failure";
import { getCurrentUser } from "@/lib/session";

export const dynamic = "force-dynamic";

/**
 * The id of the signed-in creator's newest webhook delivery (null: none yet), for an open webhook
 * panel to tell that a new one has come (components/content/use-fresh-deliveries.ts). A route, not
 * a server action: actions run one at a time, and a check would hold up the creator's own saves.
 */
export function GET() {
  return answerOrFail({ log: "Reading the newest webhook delivery failed", error: "Failed to check for new deliveries" }, async () => {
    const user = await getCurrentUser();
    if (!user) return Response.json({ error: "Please log in first" }, { status: 401 });
    const [newest] = await listDeliveries(user.id, 1);
    return Response.json({ newest: newest?.id ?? null }, { headers: { "Cache-Control": "private, no-store" } });
  });
}
