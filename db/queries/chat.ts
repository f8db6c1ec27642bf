import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { chatMessages } from "@/db/schema";
import { CHAT_HISTORY_KEPT, CHAT_REPLY_MAX_LENGTH } from "@/lib/rules/chat";

export type StoredChatMessage = { id: number; role: "user" | "assistant"; content: string };

/** The creator's latest CHAT_HISTORY_KEPT messages, oldest first, as the panel shows them. */
export async function listChatMessages(userId: string): Promise<StoredChatMessage[]> {
  const latest = await getDb()
    .select({ id: chatMessages.id, role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_HISTORY_KEPT);
  return latest.reverse();
}

/**
 * Keeps a question and the reply it got (cut to CHAT_REPLY_MAX_LENGTH), together, and drops
 * messages older than the latest CHAT_HISTORY_KEPT, so a conversation never grows without bound.
 */
export async function saveChatExchange(userId: string, question: string, reply: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    await tx.insert(chatMessages).values([
      { userId, role: "user", content: question },
      { userId, role: "assistant", content: reply.slice(0, CHAT_REPLY_MAX_LENGTH) },
    ]);
    const oldestKept = tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.userId, userId))
      .orderBy(desc(chatMessages.id))
      .offset(CHAT_HISTORY_KEPT - 1)
      .limit(1);
    await tx.delete(chatMessages).where(and(eq(chatMessages.userId, userId), sql`${chatMessages.id} < (${oldestKept})`));
  });
}

/** Clear the conversation: every message, on every device. */
export async function clearChatMessages(userId: string): Promise<void> {
  await getDb().delete(chatMessages).where(eq(chatMessages.userId, userId));
}
