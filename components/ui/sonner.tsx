"use client";

import { useTheme } from "next-themes";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { useIsMobile } from "@/components/use-is-mobile";

// The one toast region: sonner labels it "Notifications" and focuses it with Alt+T.
function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  // At the top, where a toast covers no button just pressed: at the bottom it sat over the form
  // just used and the next button reached for (the next Complete, Save details) for its few
  // seconds, and a second click there landed on the toast, which then stayed while the pointer
  // rested on it. From md up just under the sticky header (56 px), at the right; on a phone over
  // the header, clear of the XP popup below it (components/xp/xp-feedback.tsx).
  const isMobile = useIsMobile();
  return (
    <Sonner
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      richColors
      closeButton
      position={isMobile ? "top-center" : "top-right"}
      offset={{ top: 64, right: 24 }}
      mobileOffset={{ top: 8 }}
      containerAriaLabel="Notifications"
      hotkey={["altKey", "KeyT"]}
      {...props}
    />
  );
}

export { Toaster };
