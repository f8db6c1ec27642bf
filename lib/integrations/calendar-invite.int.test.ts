import { describe, expect, it } from "vitest";
import { createContent } from "@/db/queries/content";
import { feedIcs, inviteFileName, inviteIcs, sendInvite } from "@/lib/integrations/calendar-invite";
import { mailConfigured } from "@/lib/integrations/mail";
import { calendarFeedToken, isCalendarFeedToken } from "@/lib/rules/calendar-feed-token";
import { fromQuotedPrintable, localSmtpInbox } from "@/test/smtp-inbox";
import { createTestUser } from "@/test/users";

// A real SMTP server on this machine receives the invite.
const inbox = localSmtpInbox();

const planned = { title: "Studio tour", platform: "TikTok" as const, contentType: "original" as const, postDate: "2026-12-24" };

describe("calendar invites", () => {
  it("builds an all-day event to add to the creator's own calendar (PUBLISH) on the post date with a stable uid", async () => {
    const user = await createTestUser();
    const { item } = await createContent(user.id, planned);
    const ics = inviteIcs({ ...item, postDate: "2026-12-24" });
    expect(ics).toContain("BEGIN:VCALENDAR");
    // A REQUEST must name an ORGANIZER and ATTENDEEs (RFC 5546), which Outlook enforces; PUBLISH needs neither.
    expect(ics).toContain("METHOD:PUBLISH");
    expect(ics).not.toMatch(/METHOD:REQUEST|ORGANIZER|ATTENDEE/);
    expect(ics).toContain("DTSTART;VALUE=DATE:20261224");
    expect(ics).toContain("DTEND;VALUE=DATE:20261225");
    expect(ics).toContain(`UID:content-${item.id}@creator-quest`);
    expect(ics).toContain("SUMMARY:Post: Studio tour (TikTok)");
  });

  it("sends it over SMTP to the creator email as a calendar part", async () => {
    const user = await createTestUser();
    const { item } = await createContent(user.id, planned);
    expect(mailConfigured()).toBe(true);
    await sendInvite("creator@example.com", { ...item, postDate: "2026-12-24" });
    const raw = inbox.at(-1)!.raw;
    expect(raw).toMatch(/^To: creator@example\.com$/m);
    expect(raw).toMatch(/^From: Creator Quest <quest@example\.com>$/m);
    // The invite travels as a text/calendar PUBLISH part that mail apps offer to add, saying the same method as its file.
    const calendarPart = fromQuotedPrintable(
      raw.split(/^-+_NmP[^\n]*$/m).find((part) => part.includes("Content-Type: text/calendar; charset=utf-8; method=PUBLISH")) ?? "",
    );
    expect(calendarPart).toContain("METHOD:PUBLISH");
    expect(calendarPart).not.toMatch(/ORGANIZER|ATTENDEE/);
    expect(calendarPart).toContain("DTSTART;VALUE=DATE:20261224");
    expect(calendarPart).toContain(`UID:content-${item.id}@creator-quest`);
    expect(raw).toContain('filename="Studio tour 2026-12-24.ics"');
  });

  it("names the invite's file after its post, without the characters file systems refuse", () => {
    expect(inviteFileName({ title: "Studio tour", postDate: "2026-12-24" })).toBe("Studio tour 2026-12-24.ics");
    expect(inviteFileName({ title: 'Q&A: "best" tips / part 2', postDate: "2026-12-24" })).toBe("Q&A best tips part 2 2026-12-24.ics");
    expect(inviteFileName({ title: "Café ☕ vlog", postDate: "2026-12-24" })).toBe("Café ☕ vlog 2026-12-24.ics");
    expect(inviteFileName({ title: "///", postDate: "2026-12-24" })).toBe("Post 2026-12-24.ics");
    // A long title is cut at 80 characters, an emoji kept whole.
    const long = inviteFileName({ title: `${"a".repeat(79)}😀 and more`, postDate: "2026-12-24" });
    expect(long).toBe(`${"a".repeat(79)}😀 2026-12-24.ics`);
  });

  it("the feed lists every dated item and its token checks out only for its secret", async () => {
    const user = await createTestUser();
    const { item } = await createContent(user.id, planned);
    const feed = feedIcs([{ ...item }, { ...item, id: "00000000-0000-0000-0000-000000000001", postDate: null }]);
    expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    const token = calendarFeedToken("a".repeat(64));
    expect(isCalendarFeedToken("a".repeat(64), token)).toBe(true);
    expect(isCalendarFeedToken("b".repeat(64), token)).toBe(false);
  });
});
