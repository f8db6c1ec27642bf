// Shared by the service worker (worker/sw.ts) and the pages that talk to it.

/** Where the service worker is served (app/serwist/[path]/route.ts builds it). */
export const SERVICE_WORKER_URL = "/serwist/sw.js";

/** The precached page shown for a page that cannot be loaded offline. */
export const OFFLINE_PATH = "/offline";

/**
 * Pages the creator opened, kept for offline reading. They hold one creator's data, so the
 * cache is cleared whenever nobody is signed in (sign-out and the sign-in page).
 */
export const PAGES_CACHE = "pages";
