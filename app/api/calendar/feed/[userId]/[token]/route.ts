import { listDatedContent } from "@/db/queries/calendar";
import { getWebhookSettings } from "@/db/queries/webhooks";
import { feedIcs } from "@/lib/integrations/calendar-invite";
import { isCalendarFeedToken } from "@/lib/rules/calendar-feed-token";

// The private iCal feed Google or Apple Calendar subscribes to. Public on purpose: the token
// in the address is the check, and rotating the webhook address rotates it.
export async function GET(_request: Request, { params }: { params: Promise<{ userId: string; token: string }> }) {
  const { userId, token } = await params;
  const feedToken = token.replace(/\.ics$/, "");
  const settings = /^[0-9a-f-]{36}$/.test(userId) ? await getWebhookSettings(userId) : null;
  if (!settings || !isCalendarFeedToken(settings.token, feedToken)) {
    return Response.json({ error: "Unknown calendar feed address" }, { status: 404 });
  }
  return new Response(feedIcs(await listDatedContent(userId)), {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "private, max-age=300" },
  });
}
