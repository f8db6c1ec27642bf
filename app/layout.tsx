import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { ThemeProvider } from "next-themes";
import { ServiceWorker } from "@/components/install/service-worker";
import { ToastRegion } from "@/components/ui/toast-region";
import { TooltipProvider } from "@/components/ui/tooltip";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Creator Quest", template: "%s · Creator Quest" },
  description: "The command center for solo creators: plan content, earn XP, level up.",
  applicationName: "Creator Quest",
  icons: { icon: "/icons/icon-192.png", apple: "/icons/apple-touch-icon.png" },
  appleWebApp: { capable: true, title: "Creator Quest", statusBarStyle: "default" },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fafafc" },
    { media: "(prefers-color-scheme: dark)", color: "#17171c" },
  ],
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // proxy.ts's per-request nonce: next-themes' inline script needs it under the CSP. Reading it
  // makes every page render per request, as nonces require.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-svh">
        <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange nonce={nonce}>
          <ServiceWorker>
            <TooltipProvider>
              {children}
              <ToastRegion />
            </TooltipProvider>
          </ServiceWorker>
        </ThemeProvider>
      </body>
    </html>
  );
}
