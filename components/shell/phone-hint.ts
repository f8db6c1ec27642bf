/**
 * Whether the browser says it runs on a phone: Chromium's `Sec-CH-UA-Mobile` client hint, "?1"
 * on an Android phone, sent with every request to an HTTPS address or localhost (over plain HTTP
 * elsewhere it sends none). The shell renders the phone layout for it on the server, so the page
 * hydrates as it stays, instead of swapping the side menu for its sheet (and dropping the header's
 * tooltip) right after hydration, a long task on a slow phone (docs/performance.md).
 *
 * A guess only: once React runs, the layout follows the window's width. A phone held sideways is
 * wider than 768 px, and the side menu's place is held for it (app-sidebar.tsx). Safari and
 * Firefox send no hint and get the wide layout first, as before.
 */
export const PHONE_HINT_HEADER = "sec-ch-ua-mobile";

export const saysPhone = (hint: string | null | undefined): boolean => hint === "?1";
