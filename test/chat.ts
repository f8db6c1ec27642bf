import { saveChatQuestion, saveChatReply } from "@/db/queries/chat";

/** A question with its whole reply, kept as the assistant route keeps one (question first, then reply). */
export async function saveChatExchange(userId: string, question: string, reply: string): Promise<void> {
  await saveChatReply(userId, await saveChatQuestion(userId, question), reply, { interrupted: false });
}
