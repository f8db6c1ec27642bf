import type { Metadata } from "next";
import Link from "next/link";
import { InstallView } from "@/components/install/install-view";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Install App" };

// Public (spec: /install): works signed in or out.
export default function InstallPage() {
  return (
    <main className="mx-auto flex min-h-svh max-w-2xl flex-col gap-6 p-4 py-10">
      <div className="flex items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Install App</h1>
          <p className="text-muted-foreground">Creator Quest on your home screen, one tap away.</p>
        </div>
        <Button asChild variant="outline">
          <Link href="/">Open the app</Link>
        </Button>
      </div>
      <InstallView />
    </main>
  );
}
