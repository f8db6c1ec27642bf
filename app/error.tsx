"use client";

import { CloudAlert, RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { startTransition, useEffect } from "react";
import { Button } from "@/components/ui/button";

// Shown instead of a page (or the whole signed-in shell) that failed to render, most often
// because the database is briefly unreachable. Nothing was lost; trying again usually works.
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center" role="alert">
      <CloudAlert aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-xl font-semibold">This page couldn&apos;t load</h1>
      <p className="max-w-md text-muted-foreground">
        Creator Quest couldn&apos;t reach its data just now. Everything you saved is safe. Try again in a few seconds.
      </p>
      {/* The failure was on the server: fetch the page again, then leave the error state. */}
      <Button
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
      >
        <RefreshCw aria-hidden /> Try again
      </Button>
      {error.digest && <p className="text-xs text-muted-foreground">Reference: {error.digest}</p>}
    </main>
  );
}
