import { PAGES_CACHE } from "@/lib/offline";

/** Drops the pages kept for offline reading: they hold the signed-in creator's data. */
export async function clearPrivateCaches() {
  if (typeof window === "undefined" || !("caches" in window)) return;
  await window.caches.delete(PAGES_CACHE).catch(() => false);
}
