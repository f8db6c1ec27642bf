"use client";

import { Link2, Moon, PanelLeft, Sun } from "lucide-react";
import { useTheme } from "@/components/theme/theme-provider";
import { usePathname } from "next/navigation";
import { useOpenMatchDialog } from "@/components/calendar/match-dialog";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { useHydrated } from "@/components/use-hydrated";
import { levelLine } from "@/lib/format";
import { entryForPath } from "@/lib/navigation";
import { IntentLink } from "./intent-link";
import { useSidebar } from "./sidebar-state";

/**
 * Light or dark. A new creator's app follows the system's theme. Switching to the other theme keeps
 * that choice; switching back to the one the system shows follows the system again, its change at
 * dusk included: with only two states there was no way back to following it. (The cost: a theme
 * can't be kept that is the system's own at that moment.)
 */
function ThemeToggle() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  // Whether dark mode is on, for a screen reader: known only in the browser while the creator
  // follows the system.
  const hydrated = useHydrated();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle dark mode"
      aria-pressed={hydrated ? resolvedTheme === "dark" : undefined}
      onClick={() => {
        // Read now: the provider's copy of the system's theme comes a moment after hydration.
        const systemTheme = window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
        const shown = theme === "system" ? systemTheme : theme;
        const next = shown === "dark" ? "light" : "dark";
        setTheme(next === systemTheme ? "system" : next);
      }}
    >
      {/* Both icons render; CSS picks one, so the server and client markup agree. */}
      <Sun aria-hidden className="hidden dark:block" />
      <Moon aria-hidden className="dark:hidden" />
    </Button>
  );
}

/**
 * A header button's tooltip, on the desktop layout only. Radix opens a tooltip on focus, and on a
 * phone focus comes back to these buttons when the menu sheet or a dialog closes: the tooltip then
 * stayed over the page title, with no pointer to move away. Their aria-labels name them anyway.
 */
function HeaderTooltip({ text, children }: { text: string; children: React.ReactElement }) {
  const { isMobile } = useSidebar();
  if (isMobile) return children;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="bottom">{text}</TooltipContent>
    </Tooltip>
  );
}

/** Named in words where there is room (from the tablet width up); an icon alone on a phone. */
function MatchHeaderButton() {
  const openMatchDialog = useOpenMatchDialog();
  return (
    <Button variant="ghost" size="icon" onClick={openMatchDialog} className="whitespace-nowrap sm:w-auto sm:px-3 md:w-auto">
      <Link2 aria-hidden />
      <span className="sr-only sm:not-sr-only">Match Posted Content</span>
    </Button>
  );
}

/**
 * On a phone, where the side menu is folded away, the creator's level and XP stay in sight (and
 * follow every Complete); a tap opens the XP Dashboard. From md up the side menu shows them.
 */
function PhoneLevel({ totalXp }: { totalXp: number }) {
  return (
    <IntentLink
      href="/xp"
      data-testid="header-level"
      className="flex h-11 shrink-0 items-center rounded-full px-2 text-xs font-medium text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80 md:hidden"
    >
      {levelLine(totalXp)}
    </IntentLink>
  );
}

/** The sticky top header: the menu toggle, where the creator is, Match Posted Content and the theme switch. */
export function AppHeader({ totalXp }: { totalXp: number }) {
  const { toggle, isMobile, open, openMobile } = useSidebar();
  const pathname = usePathname();
  const current = entryForPath(pathname);

  return (
    <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/70 md:px-4">
      <HeaderTooltip text="Toggle sidebar (Ctrl/⌘ B)">
        <Button variant="ghost" size="icon" onClick={toggle} aria-label="Toggle sidebar" aria-expanded={isMobile ? openMobile : open}>
          <PanelLeft aria-hidden />
        </Button>
      </HeaderTooltip>
      {/* The page's name gives way (min-w-0 lets it shrink and truncate) before the buttons do: a
          five-digit XP line on a 375 px phone pushed the theme switch off the screen. */}
      <span className="min-w-0 truncate text-sm font-medium text-muted-foreground">{current?.label}</span>
      <div className="ml-auto flex shrink-0 items-center gap-1">
        <PhoneLevel totalXp={totalXp} />
        {/* The calendar has its own, under its title (the spec's): one button, not two. */}
        {current?.href !== "/calendar" && <MatchHeaderButton />}
        <ThemeToggle />
      </div>
    </header>
  );
}
