// Matching an incoming post ("5 Editing Tricks You Need!") to a planned item ("5 editing tricks").

const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/** Share of the planned title's words found in the post's title, from 0 to 1. */
export function titleMatchScore(plannedTitle: string, postTitle: string): number {
  const planned = words(plannedTitle);
  if (planned.size === 0) return 0;
  const posted = words(postTitle);
  let shared = 0;
  for (const word of planned) if (posted.has(word)) shared += 1;
  return shared / planned.size;
}

export const TITLE_MATCH_THRESHOLD = 0.6;

/** The best-matching candidate, if any reaches the threshold; ties go to the earlier one. */
export function bestTitleMatch<T extends { title: string }>(candidates: T[], postTitle: string | null): T | null {
  if (!postTitle) return null;
  let best: { candidate: T; score: number } | null = null;
  for (const candidate of candidates) {
    const score = titleMatchScore(candidate.title, postTitle);
    if (score >= TITLE_MATCH_THRESHOLD && (!best || score > best.score)) best = { candidate, score };
  }
  return best?.candidate ?? null;
}
