import "server-only";
import { createEvent, createEvents, type EventAttributes } from "ics";
import type { ContentItem } from "@/db/queries/content";
import { addDays } from "@/lib/rules/calendar-day";
import { stepLabel } from "@/lib/rules/workflow";
import { sendMail } from "@/lib/integrations/mail";

type PlannedItem = Pick<ContentItem, "id" | "title" | "platform" | "workflowStep" | "hook" | "hashtags" | "postDate" | "socialPostUrl">;

const dateParts = (isoDate: string) => isoDate.split("-").map(Number) as [number, number, number];

/** One all-day event on the item's post date; the uid stays the same, so calendars update it. */
function eventOf(item: PlannedItem & { postDate: string }): EventAttributes {
  const details = [
    `${item.platform} · ${stepLabel(item.workflowStep)}`,
    item.hook ? `Hook: ${item.hook}` : null,
    item.hashtags.length > 0 ? item.hashtags.map((tag) => `#${tag}`).join(" ") : null,
  ].filter(Boolean);
  return {
    uid: `content-${item.id}@creator-quest`,
    title: `${item.workflowStep === "posted" ? "Posted" : "Post"}: ${item.title} (${item.platform})`,
    description: details.join("\n"),
    start: dateParts(item.postDate),
    end: dateParts(addDays(item.postDate, 1)),
    url: item.socialPostUrl ?? undefined,
    productId: "creator-quest/ics",
    calName: "Creator Quest",
  };
}

/**
 * The invite as an event to add to the creator's own calendar: METHOD:PUBLISH. A REQUEST asks
 * attendees to reply to an organizer and must name both (RFC 5546); the creator is neither,
 * and Outlook refuses a REQUEST without them.
 */
export function inviteIcs(item: PlannedItem & { postDate: string }): string {
  const { error, value } = createEvent({ ...eventOf(item), method: "PUBLISH" });
  if (error || !value) throw error ?? new Error("Could not build the calendar event");
  return value;
}

/** The private feed: every planned and posted item with a date. */
export function feedIcs(items: PlannedItem[]): string {
  const events = items.filter((item): item is PlannedItem & { postDate: string } => item.postDate !== null).map(eventOf);
  const { error, value } = createEvents(events, { calName: "Creator Quest", productId: "creator-quest/ics" });
  if (error || value == null) throw error ?? new Error("Could not build the calendar feed");
  return value;
}

/**
 * The invite's file, named after its post ("Studio tour 2026-12-24.ics") without the characters
 * file systems refuse: named by the item's id, a creator's downloads and attachments couldn't be
 * told apart.
 */
export function inviteFileName(item: { title: string; postDate: string }): string {
  const title = item.title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ").replace(/\s+/g, " ").trim();
  // By code points, so a cut never splits an emoji.
  const shortened = Array.from(title).slice(0, 80).join("").trim();
  return `${shortened || "Post"} ${item.postDate}.ics`;
}

/** Sends the invite by email, as a calendar part the mail app offers to add (PUBLISH, as inviteIcs). */
export async function sendInvite(to: string, item: PlannedItem & { postDate: string }): Promise<void> {
  await sendMail({
    to,
    subject: `Post “${item.title}” on ${item.platform}: ${item.postDate}`,
    text: `Your ${item.platform} post “${item.title}” is planned for ${item.postDate}. The invite is attached.`,
    icalEvent: { method: "PUBLISH", filename: inviteFileName(item), content: inviteIcs(item) },
  });
}
