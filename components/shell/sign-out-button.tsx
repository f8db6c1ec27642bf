"use client";

import { LogOut } from "lucide-react";
import { useTransition } from "react";
import { toast } from "@/components/toast";
import { signOutAction } from "@/app/auth/actions";
import { unsubscribeThisDevice } from "@/components/xp/push-device";
import { leaveToAuth } from "./leave-to-auth";
import { cn } from "@/lib/utils";

export function SignOutButton({ collapsed, className }: { collapsed: boolean; className?: string }) {
  const [pending, startTransition] = useTransition();

  function signOut() {
    startTransition(async () => {
      try {
        // Forgotten on the server while still signed in: the next person here may not be this creator.
        await unsubscribeThisDevice().catch(() => undefined);
        const result = await signOutAction();
        if (!result.ok) throw new Error(result.error);
        await leaveToAuth("signed-out");
      } catch {
        toast.error("Failed to sign out");
      }
    });
  }

  return (
    <button
      type="button"
      onClick={signOut}
      disabled={pending}
      aria-label={collapsed ? "Sign Out" : undefined}
      className={cn(
        "flex h-11 w-full items-center gap-3 rounded-md px-3 text-sm font-medium text-sidebar-foreground transition-colors outline-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/80 disabled:opacity-50",
        collapsed && "justify-center px-0",
        className,
      )}
    >
      <LogOut aria-hidden className="size-4 shrink-0" />
      {!collapsed && <span>Sign Out</span>}
    </button>
  );
}
