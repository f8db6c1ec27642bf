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
  },
};

// withSerwist keeps esbuild (which bundles the service worker) out of the server bundle.
export default withSerwist(nextConfig);
