// Long lists (tasks, content) show one page and a "Show more" link that asks for the next page
// as well, in the address (?show=100), so each request reads a bounded number of rows, the
// browser's back button and a reload keep the place, and it works before scripts load.

export const PAGE_SIZE = 50;
/** Pages of cards (the Content Pipeline's): each card is tall and rich, so a page holds fewer. */
export const CARD_PAGE_SIZE = 20;
/** Finance's Recent transactions: the spec's list of 20, then 20 more at a time. */
export const ENTRY_PAGE_SIZE = 20;
/** Health's Recent logs: the spec's latest 7, then 7 more at a time. */
export const HEALTH_LOG_PAGE_SIZE = 7;
/** The most rows one request shows; older rows stay in the database, out of the list. */
export const MAX_SHOWN = 1000;

/** How many rows to show for a `?show=` value: whole pages, at least one, at most MAX_SHOWN. */
export function shownCount(param: string | string[] | undefined, pageSize = PAGE_SIZE): number {
  const asked = Number(Array.isArray(param) ? param[0] : param);
  if (!Number.isFinite(asked) || asked <= pageSize) return pageSize;
  return Math.min(MAX_SHOWN, Math.ceil(asked / pageSize) * pageSize);
}

export type Page<T> = { rows: T[]; more: boolean };

/** A page from rows read with `limit + 1`: the extra row only says that more exist. */
export function pageOf<T>(rows: T[], limit: number): Page<T> {
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

export type SearchParams = Record<string, string | string[] | undefined>;

/** A page's own address with some parameters changed: a "Show more" link keeps everything else. */
export function withParams(path: string, params: SearchParams, changes: Record<string, string>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (typeof value === "string") query.set(key, value);
  for (const [key, value] of Object.entries(changes)) query.set(key, value);
  return `${path}?${query}`;
}
