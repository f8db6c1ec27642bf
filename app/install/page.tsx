import type { Metadata } from "next";
import Link from "next/link";
import { InstallView } from "@/components/install/install-view";
import { PageHeader } from "@/components/page-header";
import { AppShell } from "@/components/shell/app-shell";
import { Button } from "@/components/ui/button";
import { getCurrentUser } from "@/lib/session";

export const metadata: Metadata = { title: "Install App" };

const SUBTITLE = "Creator Quest on your home screen, one tap away.";

// Public (spec: /install): a creator who is signed in reaches it from the side menu and stays in
// the app's shell; a visitor who is not gets the page on its own, with a way into the app.
export default async function InstallPage() {
  const user = await getCurrentUser();
  if (user) {
    return (
      <AppShell user={user}>
        <div className="mx-auto max-w-2xl space-y-6">
          <PageHeader title="Install App" subtitle={SUBTITLE} />
          <InstallView />
        </div>
      </AppShell>
    );
  }
  return (
    <main className="mx-auto flex min-h-svh max-w-2xl flex-col gap-6 p-4 py-10">
      <PageHeader title="Install App" subtitle={SUBTITLE}>
        <Button asChild variant="outline">
          <Link href="/">Open the app</Link>
        </Button>
      </PageHeader>
      <InstallView />
    </main>
  );
}
