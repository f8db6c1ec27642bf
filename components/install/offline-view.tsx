"use client";

import { BookOpenCheck, CloudOff, Download, RefreshCw, ShieldCheck } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

const STILL_WORKS = [
  { icon: BookOpenCheck, text: "Pages you opened on this device while online open from their last copy, read only." },
  { icon: ShieldCheck, text: "Everything you saved is safe on the server; nothing is lost while you're offline." },
  { icon: Download, text: "The app stays installed and opens from your home screen." },
];

/**
 * Load the page the creator wanted: this page stands in at its address. Opened at its own address
 * (typed, or kept from an old tab), there is no other page to load, so the Command Center opens.
 */
function tryAgain() {
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load, as the reload below: the router's state may be another page's, this one its stand-in
  if (window.location.pathname === "/offline") window.location.assign("/");
  else window.location.reload();
}

export function OfflineView() {
  useEffect(() => {
    window.addEventListener("online", tryAgain);
    return () => window.removeEventListener("online", tryAgain);
  }, []);

  return (
    <Card className="gap-5">
      <CardHeader className="items-center text-center">
        <CloudOff aria-hidden className="mx-auto size-12 text-muted-foreground" />
        <h1 className="text-xl leading-none font-semibold">You&apos;re offline</h1>
        <CardDescription>
          Creator Quest can&apos;t reach the server, so this page can&apos;t be loaded right now. It reloads by itself
          when you&apos;re back online.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <section aria-labelledby="still-works">
          <h2 id="still-works" className="mb-2 text-sm font-semibold">
            What still works
          </h2>
          <ul className="space-y-2">
            {STILL_WORKS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-2 text-sm">
                <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" /> {text}
              </li>
            ))}
          </ul>
        </section>
        <p className="text-sm text-muted-foreground">
          Saving, completing tasks, AI help and integrations need a connection.
        </p>
        <Button className="w-full" onClick={tryAgain}>
          <RefreshCw aria-hidden /> Try again
        </Button>
      </CardContent>
    </Card>
  );
}
