import "server-only";
import { claimMorningReminders, forgetPushEndpoints, listPlannedContent, listPushSubscriptions } from "@/db/queries/push";
import { morningReminder, type PushMessage } from "@/lib/rules/push-message";
import { sendPush } from "@/lib/integrations/web-push";

/** Sends a message to every device of the user; devices the push service dropped are forgotten. */
export async function pushToUser(userId: string, message: PushMessage): Promise<{ sent: number; failed: number }> {
  const devices = await listPushSubscriptions(userId);
  const results = await Promise.all(devices.map(async (device) => ({ device, result: await sendPush(device, message) })));
  await forgetPushEndpoints(
    userId,
    results.filter(({ result }) => result === "gone").map(({ device }) => device.endpoint),
  );
  return {
    sent: results.filter(({ result }) => result === "sent").length,
    failed: results.filter(({ result }) => result === "failed").length,
  };
}

/**
 * One round of morning reminders: claims the creators whose reminder is due (once per day,
 * across all servers) and tells each what is planned for their today. A reminder whose push
 * service is down is not retried: the claim is the promise of at most one a day.
 */
export async function sendMorningReminders(now = new Date()): Promise<number> {
  const claimed = await claimMorningReminders(now);
  for (const { userId, reminderDate } of claimed) {
    // Each creator on their own: the rest of the round is claimed already, and one failure
    // must not cost them today's reminder.
    try {
      const planned = await listPlannedContent(userId, reminderDate);
      if (planned.length > 0) await pushToUser(userId, morningReminder(planned));
    } catch (error) {
      console.error("A morning reminder failed", error);
    }
  }
  return claimed.length;
}
