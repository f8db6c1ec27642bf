import { notFound } from "next/navigation";
import { benchRoutesEnabled } from "@/lib/env";

// The benchmark's empty signed-in page (scripts/bench/pages.mjs): the app's shell (session,
// sidebar, header, assistant) around no content of its own, so the pages table can tell the
// shell's cost from each page's. It exists only when the server runs with BENCH_ROUTES=1, like
// app/bench/minimal; proxy.ts answers 404 for it otherwise.
export default function ShellBenchPage() {
  if (!benchRoutesEnabled()) notFound();
  return <h1 className="text-xl font-semibold">Empty page in the shell</h1>;
}
