// The Content Pipeline's tabs. The open tab lives in the address (?tab=), so the server renders
// only that tab's panel and reads only its rows.
export const CONTENT_TABS = ["create", "active", "posted", "settings"] as const;
export type ContentTabName = (typeof CONTENT_TABS)[number];

/** The tab asked for, else Active when something is in progress, else Create. */
export function readContentTab(param: unknown, activeCount: number): ContentTabName {
  const asked = CONTENT_TABS.find((tab) => tab === param);
  return asked ?? (activeCount > 0 ? "active" : "create");
}

/** The id of an item's title on its Active card, where focus goes when the item was just created. */
export const activeCardTitleId = (itemId: string) => `active-${itemId}-title`;
