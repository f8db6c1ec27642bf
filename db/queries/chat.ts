import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { chatMessages } from "@/db/schema";
import { CHAT_HISTORY_KEPT, CHAT_REPLY_MAX_LENGTH } from "@/lib/rules/chat";

export type StoredChatMessage = { id: number; role: "user" | "assistant"; content: string; interrupted: boolean };

/** The creator's latest CHAT_HISTORY_KEPT messages, oldest first, as the panel shows them. */
export async function listChatMessages(userId: string): Promise<StoredChatMessage[]> {
  const latest = await getDb()
    .select({ id: chatMessages.id, role: chatMessages.role, content: chatMessages.content, interrupted: chatMessages.interrupted })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_HISTORY_KEPT);
  return latest.reverse();
}

/** Keeps a question as its reply starts streaming; its id is what the reply is saved against. */
export async function saveChatQuestion(userId: string, question: string): Promise<number> {
  const [row] = await getDb().insert(chatMessages).values({ userId, role: "user", content: question }).returning({ id: chatMessages.id });
  return row.id;
}

/**
 * Keeps the reply to a kept question (cut to CHAT_REPLY_MAX_LENGTH), unless the question is gone:
 * the conversation was cleared while the reply came, so it stays cleared. Messages older than the
 * latest CHAT_HISTORY_KEPT go, so a conversation never grows without bound.
 */
export async function saveChatReply(userId: string, questionId: number, reply: string, { interrupted }: { interrupted: boolean }): Promise<void> {
  await getDb().transaction(async (tx) => {
    const question = tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, userId), eq(chatMessages.id, questionId)));
    await tx.execute(
      sql`insert into ${chatMessages} (user_id, role, content, interrupted)
          select ${userId}, 'assistant', ${reply.slice(0, CHAT_REPLY_MAX_LENGTH)}, ${interrupted} where exists (${question})`,
    );
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

/** A question that got no reply at all isn't kept: the panel offers it again to send. */
export async function dropChatQuestion(userId: string, questionId: number): Promise<void> {
  await getDb().delete(chatMessages).where(and(eq(chatMessages.userId, userId), eq(chatMessages.id, questionId)));
}

/** Clear the conversation: every message, on every device. */
export async function clearChatMessages(userId: string): Promise<void> {
  await getDb().delete(chatMessages).where(eq(chatMessages.userId, userId));
}

