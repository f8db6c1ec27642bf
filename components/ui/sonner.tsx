"use client";

import { useTheme } from "next-themes";
import { Toaster as Sonner, type ToasterProps } from "sonner";

// The one toast region: sonner labels it "Notifications" and focuses it with Alt+T.
function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      richColors
      closeButton
      position="bottom-right"
      // Above the assistant's floating button.
      offset={{ bottom: 96, right: 24 }}
      mobileOffset={{ bottom: 88 }}
      containerAriaLabel="Notifications"
      hotkey={["altKey", "KeyT"]}
      {...props}
    />
  );
}

export { Toaster };
