"use client";

import { usePathname } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { writeBrowserCookie } from "@/components/browser-cookie";
import { FIELDS } from "@/components/keep-focus";
import { useIsMobile } from "@/components/use-media-query";
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE } from "./sidebar-cookie";

type SidebarState = {
  /** Desktop: expanded (true) or collapsed to icons (false). */
  open: boolean;
  /** Mobile: the off-canvas sheet is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggle: () => void;
};

/** A form field (or editable text) has the key: Ctrl/⌘ B is the field's there. */
function isFormField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches(FIELDS);
}

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error("useSidebar must be used inside <SidebarProvider>");
  return state;
}

/** `phoneGuess`: the phone layout before React has read the window's width (phone-hint.ts). */
export function SidebarProvider({ defaultOpen, phoneGuess, children }: { defaultOpen: boolean; phoneGuess: boolean; children: React.ReactNode }) {
  const isMobile = useIsMobile(phoneGuess);
  const [open, setOpen] = useState(defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);
  // On a phone the menu closes once the page a creator tapped has arrived, not on the tap: until
  // then its entry shows that the page is loading (LinkPending), in place of the old page.
  const pathname = usePathname();
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (pathname !== menuPathname) {
    setMenuPathname(pathname);
    setOpenMobile(false);
  }

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((shown) => !shown);
      return;
    }
    const expanded = !open;
    setOpen(expanded);
    writeBrowserCookie(SIDEBAR_COOKIE, String(expanded), SIDEBAR_COOKIE_MAX_AGE);
  }, [isMobile, open]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      // Not while typing: Ctrl/⌘ B in a field is the writer's (bold, or a habit from one), and
      // folding the menu away under the cursor would move the field being typed in.
      if (isFormField(event.target)) return;
      if (event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggle();
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ open, openMobile, setOpenMobile, isMobile, toggle }),
    [open, openMobile, isMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
