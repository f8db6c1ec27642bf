// What a hashtag is, everywhere the app reads one (the details form, the AI's suggestions, the
// chips): one word of letters of any script with their combining marks (हिंदी, தமிழ், สวัสดี),
// numbers and _. The platforms end a tag at anything else, so the share link would carry it cut up.
const WORD = "[\\p{L}\\p{M}\\p{N}_]+";

/** The most hashtags an item holds, typed or added from AI help's chips. */
export const MAX_HASHTAGS = 30;

/** Whether a tag (without its #) is one hashtag word. */
export const isHashtagWord = (tag: string) => new RegExp(`^${WORD}$`, "u").test(tag);

/** Every #hashtag in a text, without the #, in order. */
export const hashtagWordsIn = (text: string) => [...text.matchAll(new RegExp(`#(${WORD})`, "gu"))].map((match) => match[1]);

// A tag is kept once whatever its case (#FYP is #fyp), as the platforms read them; the database
// de-duplicates the same way (addHashtags: lower(tag)).
const tagKey = (tag: string) => tag.toLowerCase();

/** Whether `tags` has `tag` already, in any case. */
export const hasHashtag = (tags: string[], tag: string) => tags.some((each) => tagKey(each) === tagKey(tag));

/**
 * "#fyp, creator tips , ,#vlog #FYP" → ["fyp", "creator tips", "vlog"]: tags are separated by
 * commas or by their own "#", trimmed, empties dropped, and each kept once, whatever its case.
 * What a tag may contain is the schema's to say (hashtagError in lib/validation/content.ts).
 */
export function parseHashtags(text: string): string[] {
  return distinctTags(text.split(/[,#]/));
}

/** Tags trimmed, empties dropped, and each kept once whatever its case, the first spelling staying (the Library's tags too). */
export function distinctTags(parts: string[]): string[] {
  const tags: string[] = [];
  for (const tag of parts.map((each) => each.trim())) {
    if (tag && !hasHashtag(tags, tag)) tags.push(tag);
  }
  return tags;
}

/** The Hashtags field's text with `tag` added at its end, or as it is when it has the tag in any case. */
export function withHashtag(text: string, tag: string): string {
  if (hasHashtag(parseHashtags(text), tag)) return text;
  const kept = text.replace(/[\s,]+$/, "");
  return kept ? `${kept}, ${tag}` : tag;
}
