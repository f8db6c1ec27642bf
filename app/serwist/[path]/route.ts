import { randomUUID } from "node:crypto";
import { createSerwistRoute } from "@serwist/turbopack";
import { OFFLINE_PATH } from "@/lib/offline";

// Builds worker/sw.ts with esbuild at `next build` and serves it as /serwist/sw.js (static).
// The offline page is rendered at build time too, so each build gives it a new revision.
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "worker/sw.ts",
  useNativeEsbuild: true,
  additionalPrecacheEntries: [{ url: OFFLINE_PATH, revision: randomUUID() }],
});
