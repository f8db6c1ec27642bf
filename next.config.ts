import { withSerwist } from "@serwist/turbopack";
import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WebAssembly and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2"],
  poweredByHeader: false,
  // The Docker image (Dockerfile) runs the self-contained server; `npm start` uses the normal build.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  experimental: {
    // Avatars may be up to 1 MB; the multipart envelope needs a little more than that.
    serverActions: { bodySizeLimit: "2mb" },
    // Fewer, larger chunks: /calendar loads 11 scripts instead of 21, and `/` 219.0 KiB instead of
    // 227.2 (compressed). On a slow connection each request costs a round trip, and Lighthouse's
    // score on the three benchmarked pages rose 0-5 points; a tour of the side menu fetches no
    // more than before. Measured in docs/performance.md. An experimental option of Next 16.3+.
    turbopackChunking: { minChunkSize: 150_000, maxChunkCountPerGroup: 6 },
  },
};

// withSerwist keeps esbuild (which bundles the service worker) out of the server bundle.
export default withSerwist(nextConfig);
