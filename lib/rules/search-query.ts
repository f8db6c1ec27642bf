/**
 * What the creator typed, as a Postgres tsquery that matches every word as a prefix:
 * "edit tips" → "edit:* & tips:*". Only letters and digits pass, so no input can break the
 * query syntax. Null when nothing searchable is left.
 */
export function toPrefixTsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 10) ?? [];
  return words.length > 0 ? words.map((word) => `${word}:*`).join(" & ") : null;
}
