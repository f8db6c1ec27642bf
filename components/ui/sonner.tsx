"use client";

import { useTheme } from "@/components/theme/theme-provider";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { useMediaQuery } from "@/components/use-media-query";

/**
 * The one toast region: sonner labels it "Notifications" and focuses it with Alt+T.
 *
 * Where a toast covers least (a second click landed on a toast over a button just pressed, which
 * then stayed while the pointer rested on it):
 * - From 1024 px, over the middle of the sticky header, which holds nothing there. Elsewhere it
 *   covered the button pressed or reached for next: at the bottom right the next Complete of the
 *   card just completed; under the header at the right the page's Add Item; lower in the middle
 *   the Content tabs.
 * - Narrower, the header is controls from end to end (the menu button sits mid-screen beside an
 *   open side menu), and a toast over it took the tap meant for the menu: toasts show just under
 *   it, over the page, whose content scrolls out from under them. At the bottom they covered the
 *   Complete of a card just made, where the next tap goes.
 * The XP popup shows below them (components/xp/xp-feedback.tsx).
 *
 * `dir` is given, as the app is English only (`<html lang="en">`): left to itself, sonner reads
 * the page's computed direction while rendering, which forces a style recalculation of the whole
 * page in the middle of hydration (the largest single cost in a profile of the Command Center's load).
 */
function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  const overHeader = useMediaQuery("(min-width: 1024px)");
  // The header is 56 px tall (h-14).
  const top = overHeader ? 8 : 64;
  return (
    <Sonner
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      richColors
      closeButton
      position="top-center"
      offset={{ top }}
      mobileOffset={{ top }}
      dir="ltr"
      containerAriaLabel="Notifications"
      hotkey={["altKey", "KeyT"]}
      {...props}
    />
  );
}

export { Toaster };
