import { z } from "zod";
import { listDatedContent } from "@/db/queries/calendar";
import { getWebhookSettings } from "@/db/queries/webhooks";
import { feedIcs } from "@/lib/integrations/calendar-invite";
import { addDays, localDate } from "@/lib/rules/calendar-day";
import { isCalendarFeedToken } from "@/lib/rules/calendar-feed-token";
import { answerOrFail } from "@/lib/route-failure";

const FEED_DAYS_BACK = 366;

// The private iCal feed Google or Apple Calendar subscribes to. Public on purpose: the token
// in the address is the check, and rotating the webhook address rotates it.
// Calendar apps poll it, so a failure (the database briefly away) says when to come back, with
// 503 and Retry-After, instead of a bare 500.
const TRY_AGAIN_LATER = {
  log: "Calendar feed failed",
  error: "The calendar feed couldn't be read just now. Your calendar app will try again.",
  status: 503,
  headers: { "Retry-After": "60" },
};

export function GET(_request: Request, { params }: { params: Promise<{ userId: string; token: string }> }) {
  return answerOrFail(TRY_AGAIN_LATER, async () => {
    const { userId, token } = await params;
    const feedToken = token.replace(/\.ics$/, "");
    const settings = z.uuid().safeParse(userId).success ? await getWebhookSettings(userId) : null;
    if (!settings || !isCalendarFeedToken(settings.token, feedToken)) {
      return Response.json({ error: "Unknown calendar feed address" }, { status: 404 });
    }
    // The past year and everything ahead: what a calendar app needs to show.
    const since = addDays(localDate("UTC"), -FEED_DAYS_BACK);
    return new Response(feedIcs(await listDatedContent(userId, since)), {
      headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "private, max-age=300" },
    });
  });
}
