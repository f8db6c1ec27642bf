import { Skeleton } from "@/components/ui/skeleton";

// Shown inside the shell while a signed-in page loads: the one loading boundary of a signed-in
// page. The shell above it (session check, creator summary) takes milliseconds and goes out with
// the first bytes instead of behind a spinner of its own: React reveals a streamed boundary at
// least 300 ms after the last paint, so every nested boundary put the page's text one step later.
export default function PageLoading() {
  return (
    <div className="mx-auto max-w-6xl space-y-6" aria-busy="true" aria-label="Loading">
      <div className="space-y-2">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-5 w-80 max-w-full" />
      </div>
      <Skeleton className="h-32" />
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}
