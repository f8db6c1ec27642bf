"use client";

import { CheckCircle2, Download, Maximize, Monitor, Smartphone, Tablet, Zap, House, WifiOff } from "lucide-react";
import { useState } from "react";
import { useMediaQuery } from "@/components/use-media-query";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { installOfferUsed, useInstallOffer } from "./install-offer";


const BENEFITS = [
  { icon: WifiOff, text: "Works offline: pages you opened stay readable" },
  { icon: Zap, text: "Loads instantly" },
  { icon: House, text: "Home screen icon" },
  { icon: Maximize, text: "Full screen, without the browser's bars" },
];

const MANUAL = [
  { icon: Smartphone, title: "iPhone or iPad", steps: ["Open this page in Safari", "Tap the Share button", "Choose “Add to Home Screen”", "Tap “Add”"] },
  { icon: Tablet, title: "Android", steps: ["Open the browser menu (⋮)", "Choose “Install app” or “Add to Home screen”", "Tap “Install”"] },
  { icon: Monitor, title: "Desktop", steps: ["Click the install icon at the right of the address bar", "Confirm with “Install”"] },
];

export function InstallView() {
  // Opened as the installed app (iOS's home screen apps included, since iOS 13).
  const standalone = useMediaQuery("(display-mode: standalone)");
  const { prompt, installed } = useInstallOffer();
  // The browser's prompt is open: a second click would ask it again, which it refuses.
  const [prompting, setPrompting] = useState(false);

  async function install() {
    if (!prompt || prompting) return;
    setPrompting(true);
    try {
      await prompt.prompt();
      installOfferUsed((await prompt.userChoice).outcome);
    } finally {
      setPrompting(false);
    }
  }

  return (
    <div className="space-y-4">
      {standalone || installed ? (
        <Card className="items-center gap-3 text-center" data-testid="install-state">
          <CheckCircle2 aria-hidden className="size-12 text-success" />
          <CardTitle className="text-xl">App Installed!</CardTitle>
          <CardDescription>Open Creator Quest from your home screen or app list.</CardDescription>
        </Card>
      ) : prompt ? (
        <Card className="items-center gap-4 text-center" data-testid="install-state">
          <CardHeader className="w-full">
            <CardTitle className="text-xl">Install Creator Quest</CardTitle>
            <CardDescription>Your browser can install the app in one step.</CardDescription>
          </CardHeader>
          <Button size="lg" onClick={install} disabled={prompting}>
            <Download aria-hidden /> Install App Now
          </Button>
        </Card>
      ) : (
        <div className="grid gap-4 sm:grid-cols-3" data-testid="install-state">
          {MANUAL.map(({ icon: Icon, title, steps }) => (
            <Card key={title} className="gap-3">
              <CardHeader>
                <CardTitle className="flex items-center gap-2 text-base">
                  <Icon aria-hidden className="size-4 shrink-0 text-primary" /> {title}
                </CardTitle>
              </CardHeader>
              <CardContent>
                <ol className="list-decimal space-y-1 pl-5 text-sm">
                  {steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
      <Card className="gap-3">
        <CardHeader>
          <CardTitle className="text-base">Why install</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2 sm:grid-cols-2">
            {BENEFITS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-2 text-sm">
                <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" /> {text}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
