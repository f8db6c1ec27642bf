import "server-only";
import type { ContentItem } from "@/db/queries/content";
import { hashtagsIn, listItems } from "@/lib/rules/ai-text";
import { statusOf } from "@/lib/rules/workflow";
import type { ContentHelpType } from "@/lib/validation/ai";
import { aiModel, getAiClient } from "./ai";

// The spec's content-ai function: ideas, retention tips or hashtags from the item's context.
// Each prompt carries a [task:…] tag so answers stay on one task (and tests can tell them apart).
const INSTRUCTIONS: Record<ContentHelpType, string> = {
  ideate: "[task:ideate] Suggest 5 specific video ideas or angles for this piece. One per line, no preamble.",
  retention: "[task:retention] Give 5 concrete ways to keep viewers watching this piece to the end, based on its hook. One per line, no preamble.",
  hashtags: "[task:hashtags] Suggest 8 relevant hashtags for this piece on its platform, mixing broad and niche. Only the hashtags, each starting with #.",
};

export async function contentHelp(type: ContentHelpType, item: ContentItem): Promise<string[]> {
  const client = getAiClient();
  if (!client) throw new Error("AI is not configured");
  const context = [
    `Platform: ${item.platform}`,
    `Content type: ${item.contentType}`,
    `Title: ${item.title}`,
    `Hook: ${item.hook ?? "(not written yet)"}`,
    `Status: ${statusOf(item.workflowStep)}`,
  ].join("\n");
  const completion = await client.chat.completions.create({
    model: aiModel(),
    messages: [
      { role: "system", content: `You help a solo social-media creator. ${INSTRUCTIONS[type]}` },
      { role: "user", content: context },
    ],
  });
  const text = completion.choices[0]?.message?.content ?? "";
  return type === "hashtags" ? hashtagsIn(text) : listItems(text);
}
