// Reading a model's plain-text answer: list lines and hashtags, whatever bullets it used.
import { hashtagWordsIn } from "./hashtags";

/** "1. Idea", "- Tip", "* Tip", "• Tip" → one suggestion per line, bullets and numbering removed. */
export function listItems(text: string, limit = 8): string[] {
  return text
    .split("\n")
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, "").trim())
    .filter((line) => line.length > 0)
    .slice(0, limit);
}

/** Every #hashtag in the text, without the #, unique, in order. */
export function hashtagsIn(text: string, limit = 12): string[] {
  const tags = hashtagWordsIn(text);
  return [...new Set(tags)].slice(0, limit);
}

/** The first JSON object in a reply, also when the model wrapped it in a code fence. */
export function jsonObjectIn(text: string): unknown {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start === -1 || end <= start) return null;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
}
