"use client";

import { useTheme } from "next-themes";
import { Toaster as Sonner, type ToasterProps } from "sonner";

// The one toast region: sonner labels it "Notifications" and focuses it with Alt+T.
function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  // Over the middle of the sticky header, which holds nothing there, on every screen: elsewhere a
  // toast covered a button just pressed or reached for next (at the bottom right the next Complete
  // of the card just completed; under the header at the right the page's Add Item, in the middle
  // the Content tabs), and a second click landed on the toast, which then stayed while the
  // pointer rested on it. The XP popup shows below them (components/xp/xp-feedback.tsx).
  return (
    <Sonner
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      richColors
      closeButton
      position="top-center"
      offset={{ top: 8 }}
      mobileOffset={{ top: 8 }}
      containerAriaLabel="Notifications"
      hotkey={["altKey", "KeyT"]}
      {...props}
    />
  );
}

export { Toaster };
