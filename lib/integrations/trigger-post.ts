import "server-only";
import type { ContentItem } from "@/db/queries/content";
import { signPayload } from "@/lib/rules/signature";

const TIMEOUT_MS = 10_000;

export type TriggerAnswer = { success: boolean; message: string };

/**
 * Trigger post (decision D7): the item goes to the creator's own automation address as JSON,
 * signed with their secret so the receiver can check it came from Creator Quest:
 * X-CreatorQuest-Signature = sha256=HMAC(secret, "<X-CreatorQuest-Timestamp>.<body>").
 * Throws when the address cannot be reached in time.
 */
export async function sendToAutomation(url: string, secret: string, item: ContentItem): Promise<TriggerAnswer> {
  const body = JSON.stringify({
    event: "content.trigger_post",
    content: {
      id: item.id,
      title: item.title,
      platform: item.platform,
      contentType: item.contentType,
      workflowStep: item.workflowStep,
      hook: item.hook,
      hashtags: item.hashtags,
      soundUsed: item.soundUsed,
      postDate: item.postDate,
    },
    sentAt: new Date().toISOString(),
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": "CreatorQuest/1.0",
      "X-CreatorQuest-Timestamp": timestamp,
      "X-CreatorQuest-Signature": signPayload(secret, timestamp, body),
    },
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: "error",
  });
  // Zapier and Make answer with their own JSON; use its success and message when present.
  const answer = (await response.json().catch(() => null)) as { success?: unknown; message?: unknown; status?: unknown } | null;
  const success = response.ok && answer?.success !== false;
  const message =
    typeof answer?.message === "string"
      ? answer.message
      : success
        ? "Sent to your automation"
        : `Your automation answered ${response.status}${typeof answer?.status === "string" ? ` (${answer.status})` : ""}`;
  return { success, message };
}
