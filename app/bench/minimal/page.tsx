import { notFound } from "next/navigation";
import { connection } from "next/server";
import { benchRoutesEnabled } from "@/lib/env";

// The benchmark's baseline for pages (scripts/bench/pages.mjs): the least a page of this build
// renders per request, with the same root layout, proxy and cookie as the app's pages but no
// session check, no queries and no client components of its own. It exists only when the server
// runs with BENCH_ROUTES=1, like app/api/bench/insert. proxy.ts answers 404 for it otherwise;
// this notFound() is the second check.
export default async function MinimalBenchPage() {
  // Per request, as the app's pages are: a prerendered page would measure a static file.
  await connection();
  if (!benchRoutesEnabled()) notFound();
  return (
    <main className="p-6">
      <h1 className="text-xl font-semibold">Minimal page</h1>
      <p>Rendered at {new Date().toISOString()}.</p>
    </main>
  );
}
