"use server";

import { revalidatePath } from "next/cache";
import { getContentItem } from "@/db/queries/content";
import { setPostTriggeredAt } from "@/db/queries/content-posting";
import { getProfileSettings } from "@/db/queries/profile-settings";
import { getWebhookSettings, rotateWebhookToken, updateAutomationUrl } from "@/db/queries/webhooks";
import { type ActionResult, fieldErrorsOf, formObject, SESSION_ENDED } from "@/lib/action";
import { privateAddressesAllowed } from "@/lib/env";
import { gone } from "@/lib/gone";
import { sendInvite } from "@/lib/integrations/calendar-invite";
import { mailConfigured } from "@/lib/integrations/mail";
import { PrivateAddressError, namesPrivateHost } from "@/lib/integrations/public-address";
import { AutomationUnreachableError, sendToAutomation, type TriggerAnswer } from "@/lib/integrations/trigger-post";
import { hitLimit, LIMITS, waitMessage } from "@/lib/rate-limit";
import { refreshSignedInPages } from "@/lib/refresh-pages";
import { getCurrentUser } from "@/lib/session";
import { contentId } from "@/lib/validation/content";
import { automationUrlInput } from "@/lib/validation/webhooks";

const PRIVATE_ADDRESS = "This server only sends to public addresses: use your automation's public address (a Zapier or Make catch hook).";
// The spec's "Failed to trigger post", with what went wrong and what to do, as monday.com's sync says it.
const AUTOMATION_UNREACHABLE = "Failed to trigger post: your automation address could not be reached. Check it in Social Settings and try again in a minute.";

export async function rotateWebhookAddress(): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  try {
    await rotateWebhookToken(user.id);
    refreshSignedInPages();
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("rotateWebhookAddress failed", error);
    return { ok: false, error: "Failed to rotate the webhook address" };
  }
}

export async function saveAutomationUrl(formData: FormData): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const input = automationUrlInput.safeParse(formObject(formData));
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  const { automationUrl } = input.data;
  if (automationUrl && !privateAddressesAllowed() && namesPrivateHost(new URL(automationUrl))) {
    return { ok: false, fieldErrors: { automationUrl: [PRIVATE_ADDRESS] } };
  }
  try {
    await updateAutomationUrl(user.id, automationUrl);
    revalidatePath("/content");
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("saveAutomationUrl failed", error);
    return { ok: false, error: "Failed to save the automation address" };
  }
}

export async function triggerPost(id: string): Promise<ActionResult<TriggerAnswer>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const parsedId = contentId.safeParse(id);
  if (!parsedId.success) return { ok: false, error: "Failed to trigger post" };
  try {
    const [item, settings] = await Promise.all([getContentItem(user.id, parsedId.data), getWebhookSettings(user.id)]);
    // No settings: the account itself was deleted (in another tab) since the session was read.
    if (!settings) return SESSION_ENDED;
    if (!item) return gone("content");
    if (!settings.automationUrl) {
      return { ok: false, error: "Set your automation address (a Zapier or Make catch hook) in the Social Settings tab first." };
    }
    // Marked before sending: an automation may post and report the post (the social webhook)
    // before it answers here. The mark stays only if the automation took the item.
    await setPostTriggeredAt(user.id, item.id, new Date());
    let answer: TriggerAnswer | null = null;
    try {
      answer = await sendToAutomation(settings.automationUrl, settings.token, item);
      // The card then says when the item was sent, and asks before it is sent again.
      if (answer.success) revalidatePath("/content");
      return { ok: true, data: answer };
    } finally {
      if (!answer?.success) await setPostTriggeredAt(user.id, item.id, item.postTriggeredAt);
    }
  } catch (error) {
    if (error instanceof PrivateAddressError) return { ok: false, error: PRIVATE_ADDRESS };
    console.error("triggerPost failed", error);
    if (error instanceof AutomationUnreachableError) return { ok: false, error: AUTOMATION_UNREACHABLE };
    return { ok: false, error: "Failed to trigger post" };
  }
}

export type InviteResult = { mode: "sent"; to: string } | { mode: "download"; url: string };

/** Send calendar invite (spec: send-calendar-invite): by SMTP when configured, else an .ics download. */
export async function sendCalendarInvite(id: string): Promise<ActionResult<InviteResult>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const parsedId = contentId.safeParse(id);
  if (!parsedId.success) return { ok: false, error: "Failed to send calendar invite" };
  try {
    const [item, profile] = await Promise.all([getContentItem(user.id, parsedId.data), getProfileSettings(user.id)]);
    if (!profile) return SESSION_ENDED;
    if (!item) return gone("content");
    if (!profile.creatorEmail) return { ok: false, error: "Please set your email in Settings tab first" };
    if (!item.postDate) return { ok: false, error: "Plan a post date for this item first (Hook, hashtags, sound & date)." };
    if (!mailConfigured()) return { ok: true, data: { mode: "download", url: `/api/content/${item.id}/invite` } };
    const allowed = await hitLimit(LIMITS.invitesPerUser, user.id);
    if (!allowed.ok) return { ok: false, error: `Too many invites sent this hour. ${waitMessage(allowed.retryAfterSeconds)}` };
    await sendInvite(profile.creatorEmail, { ...item, postDate: item.postDate });
    return { ok: true, data: { mode: "sent", to: profile.creatorEmail } };
  } catch (error) {
    console.error("sendCalendarInvite failed", error);
    return { ok: false, error: "Failed to send calendar invite" };
  }
}
