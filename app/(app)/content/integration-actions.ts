"use server";

import { revalidatePath } from "next/cache";
import { getContentItem } from "@/db/queries/content";
import { getWebhookSettings, rotateWebhookToken, updateAutomationUrl } from "@/db/queries/webhooks";
import { type ActionResult, fieldErrorsOf, formObject } from "@/lib/action";
import { sendToAutomation, type TriggerAnswer } from "@/lib/integrations/trigger-post";
import { requireUser } from "@/lib/session";
import { contentId } from "@/lib/validation/content";
import { automationUrlInput } from "@/lib/validation/webhooks";

export async function rotateWebhookAddress(): Promise<ActionResult> {
  const user = await requireUser();
  try {
    await rotateWebhookToken(user.id);
    revalidatePath("/", "layout");
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("rotateWebhookAddress failed", error);
    return { ok: false, error: "Failed to rotate the webhook address" };
  }
}

export async function saveAutomationUrl(formData: FormData): Promise<ActionResult> {
  const user = await requireUser();
  const input = automationUrlInput.safeParse(formObject(formData));
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  try {
    await updateAutomationUrl(user.id, input.data.automationUrl);
    revalidatePath("/content");
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("saveAutomationUrl failed", error);
    return { ok: false, error: "Failed to save the automation address" };
  }
}

export async function triggerPost(id: string): Promise<ActionResult<TriggerAnswer>> {
  const user = await requireUser();
  const parsedId = contentId.safeParse(id);
  if (!parsedId.success) return { ok: false, error: "Failed to trigger post" };
  const [item, settings] = await Promise.all([getContentItem(user.id, parsedId.data), getWebhookSettings(user.id)]);
  if (!item || !settings) return { ok: false, error: "This content item no longer exists. Refresh the page to see your pipeline." };
  if (!settings.automationUrl) {
    return { ok: false, error: "Set your automation address (a Zapier or Make catch hook) in the Social Settings tab first." };
  }
  try {
    return { ok: true, data: await sendToAutomation(settings.automationUrl, settings.token, item) };
  } catch (error) {
    console.error("triggerPost failed", error);
    return { ok: false, error: "Failed to trigger post" };
  }
}
