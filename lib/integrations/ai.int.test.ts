import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
// @ts-expect-error -- a plain ES module shared with the Playwright run
import { useFakeOpenAi } from "@/test/fake-openai-server.mjs";
import { createTestUser } from "@/test/users";

// Every AI path against a local OpenAI-compatible server speaking real HTTP and real SSE.
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ stop } = await useFakeOpenAi());
});
afterAll(() => stop());

async function readStream(response: Response): Promise<string[]> {
  const text = await response.text();
  return text.split("\n\n").filter(Boolean);
}

/** The creator's conversation as kept. */
const kept = async (userId: string) => {
  const { listChatMessages } = await import("@/db/queries/chat");
  return (await listChatMessages(userId)).map(({ role, content, interrupted }) => ({ role, content, interrupted }));
};

/** The reply the creator saw: every event's delta, joined. */
const replyText = (events: string[]) =>
  events
    .map((event) => JSON.parse(event.slice("data: ".length).replace(/^\[DONE\]$/, "{}")) as { choices?: { delta: { content: string } }[] })
    .map((event) => event.choices?.[0].delta.content ?? "")
    .join("");

describe("the assistant chat stream", () => {
  it("streams the reply as the spec's event lines, ending with [DONE], with the creator's context", async () => {
    const { streamAssistantReply } = await import("@/lib/integrations/assistant-chat");
    const user = await createTestUser();
    const response = await streamAssistantReply(user.id, [{ role: "user", content: "What should I work on today?" }]);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const events = await readStream(response);
    expect(events.length).toBeGreaterThan(3);
    expect(events.at(-1)).toBe("data: [DONE]");
    const text = replyText(events);
    expect(text).toContain("You said: What should I work on today?");
    expect(text).toContain("Level 1, 0 XP in total, 0 of 500 XP this week");
  });

  it("writes the creator's XP with thousands separators, as the app does, for the model to repeat", async () => {
    const { assistantSystemMessage } = await import("@/lib/integrations/assistant-context");
    const { getDb } = await import("@/db");
    const { profiles } = await import("@/db/schema");
    const { eq } = await import("drizzle-orm");
    const user = await createTestUser();
    await getDb().update(profiles).set({ totalXp: 12_500 }).where(eq(profiles.userId, user.id));
    expect(await assistantSystemMessage(user.id)).toContain("Level 126, 12,500 XP in total, 0 of 500 XP this week");
  });

  it.each([
    ["[429]", 429, "Rate limit exceeded. Please try again later."],
    ["[402]", 402, "Credits depleted. Please add more credits."],
    ["[500]", 502, "AI request failed. Please try again."],
  ])("answers %s from the model as JSON %i with the spec's message", async (marker, status, error) => {
    const { streamAssistantReply } = await import("@/lib/integrations/assistant-chat");
    const user = await createTestUser();
    const response = await streamAssistantReply(user.id, [{ role: "user", content: `hello ${marker}` }]);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error });
  });
});

describe("the kept conversation", () => {

  it("keeps the question with the whole reply, once the stream has ended", async () => {
    const { streamAssistantReply } = await import("@/lib/integrations/assistant-chat");
    const user = await createTestUser();
    const events = await readStream(await streamAssistantReply(user.id, [{ role: "user", content: "Plan my Friday" }]));
    expect(events.at(-1)).toBe("data: [DONE]");
    const reply = replyText(events);
    expect(reply).toContain("0 of 500 XP this week");
    expect(await kept(user.id)).toEqual([
      { role: "user", content: "Plan my Friday", interrupted: false },
      { role: "assistant", content: reply, interrupted: false },
    ]);
  });

  it("keeps a reply cut off part way as far as it came, marked interrupted, and says the reply failed", async () => {
    const { streamAssistantReply } = await import("@/lib/integrations/assistant-chat");
    const user = await createTestUser();
    const events = await readStream(await streamAssistantReply(user.id, [{ role: "user", content: "Plan my Friday [cut]" }]));
    expect(events.at(-1)).toBe(`data: ${JSON.stringify({ error: "AI request failed. Please try again." })}`);
    const seen = replyText(events);
    expect(seen).toMatch(/^Here is your plan/);
    expect(seen).not.toContain("this week");
    expect(await kept(user.id)).toEqual([
      { role: "user", content: "Plan my Friday [cut]", interrupted: false },
      { role: "assistant", content: seen, interrupted: true },
    ]);
  });

  it("keeps nothing of a question that got no reply at all", async () => {
    const { streamAssistantReply } = await import("@/lib/integrations/assistant-chat");
    const user = await createTestUser();
    expect((await streamAssistantReply(user.id, [{ role: "user", content: "hello [429]" }])).status).toBe(429);
    expect(await kept(user.id)).toEqual([]);
  });
});

describe("a server that doesn't answer", () => {
  it("is given up on after AI_TIMEOUT_SECONDS, with a message that says so, and keeps nothing", async () => {
    const { streamAssistantReply } = await import("@/lib/integrations/assistant-chat");
    const user = await createTestUser();
    process.env.AI_TIMEOUT_SECONDS = "1";
    try {
      const response = await streamAssistantReply(user.id, [{ role: "user", content: "Are you there? [hang]" }]);
      expect(response.status).toBe(504);
      expect(await response.json()).toEqual({ error: "The AI server didn't answer in time. Please try again, or check that it is running." });
      expect(await kept(user.id)).toEqual([]);
    } finally {
      delete process.env.AI_TIMEOUT_SECONDS;
    }
  });

  it("is let go as soon as the creator stops waiting, with nothing kept and nothing logged as a failure", async () => {
    const { streamAssistantReply } = await import("@/lib/integrations/assistant-chat");
    const user = await createTestUser();
    const logged = vi.spyOn(console, "error");
    const stopped = new AbortController();
    const reply = streamAssistantReply(user.id, [{ role: "user", content: "Are you there? [hang]" }], stopped.signal);
    setTimeout(() => stopped.abort(), 200);
    try {
      expect((await reply).status).toBe(499);
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
    expect(await kept(user.id)).toEqual([]);
  });
});

describe("without a key", () => {
  it("says plainly that AI is not configured and how to configure it", async () => {
    const { streamAssistantReply } = await import("@/lib/integrations/assistant-chat");
    const { AI_NOT_CONFIGURED, getAiClient } = await import("@/lib/integrations/ai");
    const user = await createTestUser();
    const key = process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_API_KEY;
    try {
      expect(getAiClient()).toBeNull();
      const response = await streamAssistantReply(user.id, [{ role: "user", content: "Hi" }]);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: AI_NOT_CONFIGURED });
      expect(AI_NOT_CONFIGURED).toContain("OPENAI_API_KEY");
    } finally {
      process.env.OPENAI_API_KEY = key;
    }
  });
});

describe("content help", () => {
  it("returns ideas, retention tips and hashtags from the model", async () => {
    const { contentHelp } = await import("@/lib/integrations/content-help");
    const { createContent } = await import("@/db/queries/content");
    const user = await createTestUser();
    const { item } = await createContent(user.id, { title: "Studio tour", platform: "TikTok", contentType: "original", postDate: null });
    expect(await contentHelp("ideate", item)).toEqual(["A day-in-the-life edit", "Three myths about your niche", "Before and after transformation"]);
    // The tips are about the hook the model is given: the item's, or none written yet.
    expect(await contentHelp("retention", item)).toContain("Say “(not written yet)” within the first second");
    expect(await contentHelp("retention", { ...item, hook: "Smallest studio ever" })).toContain("Say “Smallest studio ever” within the first second");
    expect(await contentHelp("hashtags", item)).toEqual(["creatortips", "editing", "fyp"]);
  });
});

describe("promo email parsing", () => {
  it("turns an email into a validated promo", async () => {
    const { parsePromoEmailWithAi } = await import("@/lib/integrations/promo-email");
    expect(await parsePromoEmailWithAi({ emailSubject: "Partnership", emailBody: "Hi! We'd love to work with you." })).toEqual({
      brandName: "Glow Skincare",
      campaignName: "Winter Glow",
      rate: "2500.00",
      contactEmail: "partners@glow.example",
      deliverables: "1 TikTok, 2 stories",
    });
  });
});
