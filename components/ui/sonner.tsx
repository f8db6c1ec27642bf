"use client";

import { useTheme } from "next-themes";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { useIsMobile } from "@/components/use-is-mobile";

// The one toast region: sonner labels it "Notifications" and focuses it with Alt+T.
function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  // On a phone at the top: at the bottom a toast sat over the form just used and the next button
  // a thumb reaches for (the next Complete, Save details) for its few seconds.
  const isMobile = useIsMobile();
  return (
    <Sonner
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      richColors
      closeButton
      position={isMobile ? "top-center" : "bottom-right"}
      // From md up, above the assistant's floating button.
      offset={{ bottom: 96, right: 24 }}
      mobileOffset={{ top: 8 }}
      containerAriaLabel="Notifications"
      hotkey={["altKey", "KeyT"]}
      {...props}
    />
  );
}

export { Toaster };
