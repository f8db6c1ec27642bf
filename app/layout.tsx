import type { Metadata, Viewport } from "next";
import { cookies } from "next/headers";
import { ServiceWorker } from "@/components/install/service-worker";
import { THEME_COOKIE, themeChoiceOf, themeClassOf } from "@/components/theme/theme-cookie";
import { ThemeProvider } from "@/components/theme/theme-provider";
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
  // The creator's theme, rendered on <html> (components/theme/theme-provider.tsx). Reading a
  // cookie also makes every page render per request, which the CSP's per-request nonce requires.
  const theme = themeChoiceOf((await cookies()).get(THEME_COOKIE)?.value);
  return (
    <html lang="en" className={themeClassOf(theme)}>
      <body className="min-h-svh">
        <ThemeProvider initialChoice={theme}>
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
