// An address as a creator pastes it: from http(s):// to the next space, quote or angle bracket.
// A full stop, comma or closing bracket at its end is the sentence's, not the link's.
const ADDRESS = /https?:\/\/[^\s<>"']+/g;
const TRAILING = /[.,;:!?)\]]+$/;

export type TextPart = { text: string } | { href: string };

/** Text cut into plain runs and the web addresses in it, in order; nothing is dropped. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const href = match[0].replace(TRAILING, "");
    if (match.index > from) parts.push({ text: text.slice(from, match.index) });
    parts.push({ href });
    from = match.index + href.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}
