import { describe, expect, it } from "vitest";
import { clearChatMessages, listChatMessages, saveChatQuestion, saveChatReply } from "@/db/queries/chat";
import { saveChatExchange } from "@/test/chat";
import { CHAT_HISTORY_KEPT } from "@/lib/rules/chat";
import { createTestUser } from "@/test/users";

const texts = async (userId: string) => (await listChatMessages(userId)).map(({ role, content }) => `${role}: ${content}`);

describe("the assistant conversation", () => {
  it("keeps each question with its reply, in the order they were asked, for that creator only", async () => {
    const [creator, other] = [await createTestUser(), await createTestUser()];
    await saveChatExchange(creator.id, "What should I post today?", "A behind-the-scenes reel.");
    await saveChatExchange(other.id, "Someone else's question", "Someone else's reply");
    await saveChatExchange(creator.id, "And tomorrow?", "The tutorial you scripted.");
    expect(await texts(creator.id)).toEqual([
      "user: What should I post today?",
      "assistant: A behind-the-scenes reel.",
      "user: And tomorrow?",
      "assistant: The tutorial you scripted.",
    ]);
    expect(await texts(other.id)).toEqual(["user: Someone else's question", "assistant: Someone else's reply"]);
  });

  it(`keeps only the latest ${CHAT_HISTORY_KEPT} messages, dropping the oldest as new ones come`, async () => {
    const creator = await createTestUser();
    const exchanges = CHAT_HISTORY_KEPT / 2 + 3;
    for (let n = 1; n <= exchanges; n++) await saveChatExchange(creator.id, `Question ${n}`, `Reply ${n}`);
    const kept = await texts(creator.id);
    expect(kept).toHaveLength(CHAT_HISTORY_KEPT);
    expect(kept[0]).toBe("user: Question 4");
    expect(kept.at(-1)).toBe(`assistant: Reply ${exchanges}`);
  });

  it("cuts a reply longer than 16,000 characters to that length", async () => {
    const creator = await createTestUser();
    await saveChatExchange(creator.id, "Write everything", "x".repeat(20_000));
    const [, reply] = await listChatMessages(creator.id);
    expect(reply.content).toHaveLength(16_000);
  });

  it("a reply to a question cleared while it came is not kept: the conversation stays cleared", async () => {
    const creator = await createTestUser();
    const asked = await saveChatQuestion(creator.id, "Plan my week");
    await clearChatMessages(creator.id);
    await saveChatReply(creator.id, asked, "Monday: film.", { interrupted: false });
    expect(await listChatMessages(creator.id)).toEqual([]);
  });

  it("a reply cut off part way is kept marked as interrupted", async () => {
    const creator = await createTestUser();
    await saveChatReply(creator.id, await saveChatQuestion(creator.id, "Plan my week"), "Monday: fi", { interrupted: true });
    expect((await listChatMessages(creator.id)).map(({ interrupted }) => interrupted)).toEqual([false, true]);
  });

  it("clearing removes the creator's conversation and leaves another's", async () => {
    const [creator, other] = [await createTestUser(), await createTestUser()];
    await saveChatExchange(creator.id, "Mine", "Yours");
    await saveChatExchange(other.id, "Theirs", "Kept");
    await clearChatMessages(creator.id);
    expect(await listChatMessages(creator.id)).toEqual([]);
    expect(await texts(other.id)).toEqual(["user: Theirs", "assistant: Kept"]);
  });
});
