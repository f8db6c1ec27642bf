"use client";

import { Sparkles } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useState } from "react";
import { toast } from "@/components/toast";
import { formatCount } from "@/lib/format";
import type { XpOutcome } from "@/lib/xp-outcome";

const POPUP_MS = 2000; // the spec's XP gain popup shows for 2 seconds

type Popup = { id: number; amount: number };

const XpFeedbackContext = createContext<((outcome: XpOutcome) => void) | null>(null);

/**
 * The product's celebrations, in one place for every feature: the "+N XP" popup, the level-up
 * moment and badge unlocks. Features call `useCelebrateXp()(outcome)` after an XP change.
 */
export function XpFeedbackProvider({ children }: { children: React.ReactNode }) {
  const [popup, setPopup] = useState<Popup | null>(null);

  useEffect(() => {
    if (!popup) return;
    const timer = window.setTimeout(() => setPopup(null), POPUP_MS);
    return () => window.clearTimeout(timer);
  }, [popup]);

  const celebrate = useCallback((outcome: XpOutcome) => {
    if (outcome.gained > 0) setPopup({ id: Date.now(), amount: outcome.gained });
    if (outcome.levelUp) toast.success(`Level up! You reached level ${outcome.levelUp} 🎉`, { duration: 5000 });
    for (const badge of outcome.newBadges) {
      toast.success(`Badge unlocked: ${badge.name}`, { description: `For reaching ${formatCount(badge.xpThreshold)} XP` });
    }
  }, []);

  return (
    <XpFeedbackContext.Provider value={celebrate}>
      {children}
      {/* Below the toasts (components/ui/sonner.tsx: over the header from 1024 px, under it on narrower screens), which show at the same moment. */}
      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-36 z-[60] flex justify-center lg:top-20">
        {popup && (
          <div
            key={popup.id}
            data-testid="xp-popup"
            className="flex animate-[xp-pop_2s_ease-out_forwards] items-center gap-1.5 rounded-full bg-primary px-4 py-2 text-lg font-bold text-primary-foreground shadow-lg motion-reduce:animate-none"
          >
            <Sparkles aria-hidden className="size-5 text-golden" />+{formatCount(popup.amount)} XP
          </div>
        )}
      </div>
    </XpFeedbackContext.Provider>
  );
}

export function useCelebrateXp(): (outcome: XpOutcome) => void {
  const celebrate = useContext(XpFeedbackContext);
  if (!celebrate) throw new Error("useCelebrateXp must be used inside <XpFeedbackProvider>");
  return celebrate;
}
