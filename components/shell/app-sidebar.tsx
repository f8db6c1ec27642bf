"use client";

import { Flame, Swords } from "lucide-react";
import { usePathname } from "next/navigation";
import { useRef } from "react";
import { MAIN_CONTENT_ID, PROFILE_AVATAR_ID } from "@/components/field-ids";
import { followsHere } from "@/components/follows-here";
import { focusWhenShown } from "@/components/keep-focus";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { LevelAvatar } from "@/components/xp/level-avatar";
import { XpBar } from "@/components/xp/xp-bar";
import type { CreatorSummary } from "@/db/queries/profiles";
import { levelLine } from "@/lib/format";
import { NAV_ENTRIES, isActiveEntry } from "@/lib/navigation";
import { levelProgress } from "@/lib/rules/level";
import { streakLabel } from "@/lib/rules/streak";
import { cn } from "@/lib/utils";
import { DaylightPanel } from "./daylight-panel";
import { IntentLink } from "./intent-link";
import { useSidebar } from "./sidebar-state";
import { SignOutButton } from "./sign-out-button";

/** What the side menu shows of the creator summary (not the daily XP history the charts read). */
export type SidebarSummary = Pick<CreatorSummary, "displayName" | "avatarUrl" | "totalXp" | "streak" | "tasksCompletedToday">;

export const PRODUCT_TITLE = "Creator Quest";

function SidebarBody({
  summary,
  collapsed,
  onLeaveFor,
}: {
  summary: SidebarSummary;
  collapsed: boolean;
  /** The sheet: a link to another page is closing it, and focus is to land on `id` there (see AppSidebar). */
  onLeaveFor?: (id: string) => void;
}) {
  const pathname = usePathname();
  const { setOpenMobile } = useSidebar();
  const progress = levelProgress(summary.totalXp);

  return (
    <div className="flex h-full flex-col gap-3 overflow-y-auto overflow-x-hidden p-2">
      <div className={cn("flex items-center gap-2 px-1 pt-1", collapsed && "justify-center px-0")}>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Swords aria-hidden className="size-4" />
        </span>
        {!collapsed && <span className="truncate text-base font-semibold">{PRODUCT_TITLE}</span>}
      </div>

      {collapsed ? (
        <div className="flex justify-center py-1">
          <LevelAvatar name={summary.displayName} avatarUrl={summary.avatarUrl} progress={progress} size="sm" />
        </div>
      ) : (
        <div className="space-y-3 px-2">
          <div className="flex items-center gap-3">
            <LevelAvatar name={summary.displayName} avatarUrl={summary.avatarUrl} progress={progress} />
            <div className="min-w-0 flex-1 space-y-1">
              {/* The profile (name, avatar, time zone, password) lives on the XP Dashboard: the name leads there. */}
              <IntentLink
                href="/xp#profile"
                focusOnArrival={PROFILE_AVATAR_ID}
                aria-label={`Your profile: ${summary.displayName}`}
                onClick={(event) => {
                  if (!followsHere(event)) return;
                  onLeaveFor?.(PROFILE_AVATAR_ID);
                  setOpenMobile(false);
                }}
                className="block truncate rounded-sm text-sm font-medium underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/80"
              >
                {summary.displayName}
              </IntentLink>
              <p className="text-xs text-muted-foreground">{levelLine(progress.totalXp)}</p>
              <p className="flex items-center gap-1 text-xs text-muted-foreground" data-testid="sidebar-streak">
                <Flame aria-hidden className={cn("size-3.5", summary.streak > 0 ? "text-sunset" : "")} />
                {streakLabel(summary.streak)}
              </p>
            </div>
          </div>
          <XpBar xpInLevel={progress.xpInLevel} />
          <DaylightPanel tasksCompletedToday={summary.tasksCompletedToday} />
        </div>
      )}

      <nav aria-label="Main" className="flex-1">
        <ul className="space-y-0.5">
          {NAV_ENTRIES.map((entry) => {
            const active = isActiveEntry(entry, pathname);
            const link = (
              <IntentLink
                href={entry.href}
                aria-current={active ? "page" : undefined}
                aria-label={collapsed ? entry.label : undefined}
                // The current page's entry has nothing to load: the menu closes at once. Another
                // page's closes the menu once it is shown, and a keyboard user starts on its content.
                onClick={(event) => {
                  if (!followsHere(event)) return;
                  if (active) setOpenMobile(false);
                  else onLeaveFor?.(MAIN_CONTENT_ID);
                }}
                className={cn(
                  "flex h-11 items-center gap-3 rounded-md px-3 text-sm transition-colors outline-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/80 md:h-9",
                  active && "bg-sidebar-accent font-medium text-sidebar-accent-foreground",
                  collapsed && "justify-center px-0",
                )}
              >
                <entry.icon aria-hidden className="size-4 shrink-0" />
                {!collapsed && <span className="truncate">{entry.label}</span>}
              </IntentLink>
            );
            return (
              <li key={entry.href}>
                {collapsed ? (
                  <Tooltip>
                    <TooltipTrigger asChild>{link}</TooltipTrigger>
                    <TooltipContent side="right">{entry.label}</TooltipContent>
                  </Tooltip>
                ) : (
                  link
                )}
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="border-t border-sidebar-border pt-2">
        <SignOutButton collapsed={collapsed} />
      </div>
    </div>
  );
}

/**
 * The menu opens on the current page's entry, where a keyboard user is, rather than on Radix's
 * first pick (Sign Out, one Enter from signing out).
 */
function focusCurrentPage(event: Event) {
  const sheet = event.currentTarget as HTMLElement | null;
  const current = sheet?.querySelector<HTMLElement>('nav a[aria-current="page"]') ?? sheet?.querySelector<HTMLElement>("nav a");
  if (!current) return;
  event.preventDefault();
  current.focus();
}

/** The side menu: a collapsible column from 768 px up, an off-canvas sheet below. */
export function AppSidebar({ summary }: { summary: SidebarSummary }) {
  const { open, openMobile, setOpenMobile, isMobile } = useSidebar();
  // The sheet gives focus back to the menu button as it closes. Left for another page, focus
  // goes to that page instead: to its content (a keyboard user started each page back in the
  // header), or to the profile link's field (the avatar picker).
  const arrival = useRef<string | null>(null);
  const focusArrival = (event: Event) => {
    const id = arrival.current;
    arrival.current = null;
    if (!id) return;
    event.preventDefault();
    focusWhenShown(id);
  };

  if (isMobile) {
    return (
      <>
        {/* The column's place, held while the server's guess of a phone (phone-hint.ts) waits for
            React: a phone held sideways is wider than 768 px, and gets the column once React runs. */}
        <div aria-hidden className={cn("hidden shrink-0 border-r border-sidebar-border bg-sidebar md:block", open ? "w-64" : "w-12")} />
        <Sheet open={openMobile} onOpenChange={setOpenMobile}>
          <SheetContent side="left" className="w-72 bg-sidebar p-0 text-sidebar-foreground" data-testid="mobile-sidebar" onOpenAutoFocus={focusCurrentPage} onCloseAutoFocus={focusArrival}>
            <SheetTitle className="sr-only">Menu</SheetTitle>
            <SheetDescription className="sr-only">Navigate Creator Quest</SheetDescription>
            <SidebarBody summary={summary} collapsed={false} onLeaveFor={(id) => (arrival.current = id)} />
          </SheetContent>
        </Sheet>
      </>
    );
  }

  return (
    <aside
      data-testid="sidebar"
      data-state={open ? "expanded" : "collapsed"}
      className={cn(
        "sticky top-0 hidden h-svh shrink-0 border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 motion-reduce:transition-none md:block",
        open ? "w-64" : "w-12",
      )}
    >
      <SidebarBody summary={summary} collapsed={!open} />
    </aside>
  );
}
