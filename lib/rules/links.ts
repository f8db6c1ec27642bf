// An address as a creator pastes it: from http(s):// to the next space, quote (straight or curly)
// or angle bracket. A full stop, comma or closing bracket at its end is the sentence's, not the
// link's, but a ")" that closes a "(" of the address stays (…/wiki/Mercury_(planet)).
const ADDRESS = /https?:\/\/[^\s<>"'“”‘’]+/g;
const TRAILING = /[.,;:!?)\]]$/;

function withoutTrailingPunctuation(address: string): string {
  let trimmed = address;
  while (TRAILING.test(trimmed)) {
    const opened = trimmed.split("(").length - 1;
    const closed = trimmed.split(")").length - 1;
    if (trimmed.endsWith(")") && closed <= opened) break;
    trimmed = trimmed.slice(0, -1);
  }
  return trimmed;
}

export type TextPart = { text: string } | { href: string };

/** Text cut into plain runs and the web addresses in it, in order; nothing is dropped. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const href = withoutTrailingPunctuation(match[0]);
    if (match.index > from) parts.push({ text: text.slice(from, match.index) });
    parts.push({ href });
    from = match.index + href.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}
