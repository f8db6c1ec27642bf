import { createHmac, timingSafeEqual } from "node:crypto";

// The private iCal feed address carries a token derived from the webhook secret: rotating the
// webhook address rotates the feed too, and the feed's token (shared with Google or Apple
// Calendar) does not reveal the webhook secret.
export function calendarFeedToken(webhookToken: string): string {
  return createHmac("sha256", webhookToken).update("calendar-feed").digest("hex").slice(0, 40);
}

export function isCalendarFeedToken(webhookToken: string, given: string): boolean {
  const expected = Buffer.from(calendarFeedToken(webhookToken));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
