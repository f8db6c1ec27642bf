import "server-only";
import { getCommandCenter } from "@/db/queries/command-center";
import { formatCount } from "@/lib/format";
import { levelForXp } from "@/lib/rules/level";
import { WEEKLY_XP_GOAL } from "@/lib/rules/xp-goals";

const ASSISTANT_ROLE = [
  "You are the assistant inside Creator Quest, the command center of a solo social-media creator (TikTok, YouTube, Instagram, Twitter).",
  "Answer briefly and practically, in markdown. Suggest concrete next steps from the creator's own tasks and pipeline when asked what to work on.",
].join(" ");

/**
 * The system message: the assistant's role and the creator's own numbers, so "what should I do
 * today?" has an answer. Numbers are written as the app writes them ("1,250 XP"): the model repeats them.
 */
export async function assistantSystemMessage(userId: string): Promise<string> {
  const data = await getCommandCenter(userId);
  if (!data) return ASSISTANT_ROLE;
  const { summary } = data;
  const due = data.dueTasks.map((task) => `"${task.title}" (${formatCount(task.xpValue)} XP, due ${task.dueDate})`).join(", ") || "none";
  const contentDue = data.contentDue.map((item) => `"${item.title}" on ${item.platform} at the ${item.workflowStep} step (planned for ${item.postDate})`).join(", ") || "none";
  return [
    ASSISTANT_ROLE,
    "",
    `Level ${levelForXp(summary.totalXp)}, ${formatCount(summary.totalXp)} XP in total, ${formatCount(summary.weeklyXp)} of ${formatCount(WEEKLY_XP_GOAL)} XP this week, a ${summary.streak}-day streak.`,
    `Tasks due today or overdue: ${due}.`,
    `Content in progress: ${data.contentInProgress} items; planned for today or overdue: ${contentDue}.`,
    `Today is ${summary.today} in the creator's time zone.`,
  ].join("\n");
}
