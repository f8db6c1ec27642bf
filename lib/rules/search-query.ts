import { formatCount } from "@/lib/format";

/**
 * A library search ranks, and its tabs count, at most this many of the creator's newest matches
 * in a tab. Ranking every match made a search on a library of thousands read and score every
 * item (docs/performance.md); past this many matches, another word narrows it faster than
 * scrolling would.
 */
export const SEARCHED_MATCHES = 200;

/** A tab's count of a search's matches: a count past SEARCHED_MATCHES reads "200+". */
export function matchCountLabel(count: number): string {
  return count > SEARCHED_MATCHES ? `${formatCount(SEARCHED_MATCHES)}+` : formatCount(count);
}

/**
 * What the creator typed, as a Postgres tsquery that matches every word as a prefix:
 * "edit tips" → "edit:* & tips:*". Only letters and digits pass, so no input can break the
 * query syntax. Null when nothing searchable is left.
 */
export function toPrefixTsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 10) ?? [];
  return words.length > 0 ? words.map((word) => `${word}:*`).join(" & ") : null;
}
