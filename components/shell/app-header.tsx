"use client";

import { Link2, Moon, PanelLeft, Sun } from "lucide-react";
import { useTheme } from "next-themes";
import { usePathname } from "next/navigation";
import { useOpenMatchDialog } from "@/components/calendar/match-dialog";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { entryForPath } from "@/lib/navigation";
import { useSidebar } from "./sidebar-state";

function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle dark mode"
      onClick={() => setTheme(resolvedTheme === "dark" ? "light" : "dark")}
    >
      {/* Both icons render; CSS picks one, so the server and client markup agree. */}
      <Sun aria-hidden className="hidden dark:block" />
      <Moon aria-hidden className="dark:hidden" />
    </Button>
  );
}

function MatchHeaderButton() {
  const openMatchDialog = useOpenMatchDialog();
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon" onClick={openMatchDialog} aria-label="Match Posted Content">
          <Link2 aria-hidden />
        </Button>
      </TooltipTrigger>
      <TooltipContent side="bottom">Match Posted Content</TooltipContent>
    </Tooltip>
  );
}

/** The sticky top header: the menu toggle, where the creator is, Match Posted Content and the theme switch. */
export function AppHeader() {
  const { toggle } = useSidebar();
  const pathname = usePathname();
  const current = entryForPath(pathname);

  return (
    <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/70 md:px-4">
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="ghost" size="icon" onClick={toggle} aria-label="Toggle sidebar">
            <PanelLeft aria-hidden />
          </Button>
        </TooltipTrigger>
        <TooltipContent side="bottom">Toggle sidebar (Ctrl/⌘ B)</TooltipContent>
      </Tooltip>
      <span className="truncate text-sm font-medium text-muted-foreground">{current?.label}</span>
      <div className="ml-auto flex items-center gap-1">
        <MatchHeaderButton />
        <ThemeToggle />
      </div>
    </header>
  );
}
