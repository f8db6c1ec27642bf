/**
 * Whether the browser says it runs on a phone: Chromium's `Sec-CH-UA-Mobile` client hint, which
 * it sends with every request ("?1" on Android). The shell renders the phone layout for it on the
 * server, so the page hydrates as it stays. Otherwise React swaps the side menu for its sheet, and
 * drops the header's tooltip, right after hydration, which was a long task on a slow phone
 * (docs/performance.md). It is a guess only: once React runs, the layout follows the window's
 * width. Safari and Firefox send no hint and get the wide layout first, as before.
 */
export const PHONE_HINT_HEADER = "sec-ch-ua-mobile";

export const saysPhone = (hint: string | null | undefined): boolean => hint === "?1";
