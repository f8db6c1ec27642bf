/// <reference lib="webworker" />
// The service worker, bundled by @serwist/turbopack (app/serwist/[path]/route.ts).
//
// What it caches: the app shell and static assets (precached at install), and each page the
// creator opens (network first, so a page is never stale while online). API responses, server
// actions and client-side navigation data are never cached. When a page can't be loaded and
// isn't cached, the precached offline page answers.
import { CacheableResponsePlugin, NetworkFirst, Serwist, type PrecacheEntry, type SerwistGlobalConfig } from "serwist";
import { OFFLINE_PATH, PAGES_CACHE } from "../lib/offline";
import { readPushMessage } from "../lib/rules/push-message";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      // Not the sign-in page: it is where the previous creator's copies are cleared.
      matcher: ({ request, sameOrigin, url }) =>
        sameOrigin && request.mode === "navigate" && !url.pathname.startsWith("/api/") && url.pathname !== "/auth",
      handler: new NetworkFirst({
        cacheName: PAGES_CACHE,
        // Only real pages: a redirect (to /auth, say) or an error is never kept.
        plugins: [new CacheableResponsePlugin({ statuses: [200] })],
      }),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PATH, matcher: ({ request }) => request.destination === "document" }],
  },
});

serwist.addEventListeners();

// Web Push: show the message; a click opens (or focuses) the page it names.
self.addEventListener("push", (event) => {
  const message = readPushMessage(event.data?.text());
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: message.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(readPushMessage(JSON.stringify(event.notification.data ?? {})).url, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).pathname === target.pathname);
      if (open) return open.focus();
      return self.clients.openWindow(target.href);
    })(),
  );
});
