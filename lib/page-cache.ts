// The pages this server process rendered for its creators, kept so that asking again for a page
// whose data hasn't changed is answered without rendering it again (lib/page-cache-answer.ts).
//
// A kept page is only ever found under the key it was rendered for, and the key holds everything
// the page is made of: the creator, their page version (raised in the database by every commit
// that writes their data, migration 0039, so a change made through any server, a webhook or a
// job is a new key), their today, their theme, the side menu's state, whether the browser said
// it is a phone (components/shell/phone-hint.ts), and the address. Nothing here must be
// forgotten for a page to be right: a fresh process, or another server, renders the page again.
// Today's pages change with the creator's data and their date alone (times of day, like the
// daylight panel's, are the browser's). MAX_AGE_MS is a bound for anything that comes to change
// otherwise.

import type { ThemeChoice } from "@/components/theme/theme-cookie";

const MAX_BYTES = 32 * 1024 * 1024;
export const MAX_AGE_MS = 60_000;

export type PageKeyParts = { userId: string; pageVersion: number; localDate: string; theme: ThemeChoice; sidebarOpen: boolean; phone: boolean; address: string };

export function pageKey({ userId, pageVersion, localDate, theme, sidebarOpen, phone, address }: PageKeyParts): string {
  return [userId, pageVersion, localDate, theme, sidebarOpen ? "menu-open" : "menu-closed", phone ? "phone" : "wide", address].join(" ");
}

/** A rendered page: its HTML, the CSP nonce its scripts carry (a new one goes in for each answer), and its headers. */
export type KeptPage = { html: string; nonce: string; headers: [string, string][] };

type Entry = KeptPage & { bytes: number; keptAt: number };

// A Map keeps insertion order: the first key is the page used longest ago.
const kept = new Map<string, Entry>();
let keptBytes = 0;

export function findKeptPage(key: string, now = Date.now()): KeptPage | null {
  const entry = kept.get(key);
  if (!entry) return null;
  forget(key);
  if (now - entry.keptAt > MAX_AGE_MS) return null;
  remember(key, entry);
  return entry;
}

export function keepPage(key: string, page: KeptPage, now = Date.now()): void {
  forget(key);
  // JavaScript strings hold two bytes a character.
  const bytes = page.html.length * 2;
  if (bytes > MAX_BYTES / 8) return;
  remember(key, { ...page, bytes, keptAt: now });
  while (keptBytes > MAX_BYTES) forget(kept.keys().next().value!);
}

/** How many pages, and bytes of them, this process keeps (for tests). */
export function keptPagesSize(): { pages: number; bytes: number } {
  return { pages: kept.size, bytes: keptBytes };
}

/** Forgets every kept page (for tests). */
export function forgetKeptPages(): void {
  kept.clear();
  keptBytes = 0;
}

function remember(key: string, entry: Entry) {
  kept.set(key, entry);
  keptBytes += entry.bytes;
}

function forget(key: string) {
  const entry = kept.get(key);
  if (!entry) return;
  kept.delete(key);
  keptBytes -= entry.bytes;
}
