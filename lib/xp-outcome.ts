import type { EarnedBadge, XpChange } from "@/db/queries/xp";
import { levelForXp } from "@/lib/rules/level";

/** What the client celebrates after an XP change: the popup, a level-up, new badges. */
export type XpOutcome = {
  gained: number;
  totalXp: number;
  /** The new level when this change reached it for the first time, else null. */
  levelUp: number | null;
  newBadges: Pick<EarnedBadge, "name" | "icon" | "xpThreshold">[];
};

export function xpOutcomeOf(change: XpChange, direction: "award" | "reverse" = "award"): XpOutcome {
  const gained = direction === "award" ? change.amount : -change.amount;
  // A level reached before, and left when XP was taken back, isn't celebrated again.
  const before = levelForXp(Math.max(change.totalXp - gained, change.peakXpBefore ?? 0));
  const after = levelForXp(change.totalXp);
  return {
    gained: change.changed ? gained : 0,
    totalXp: change.totalXp,
    levelUp: after > before ? after : null,
    newBadges: change.newBadges.map(({ name, icon, xpThreshold }) => ({ name, icon, xpThreshold })),
  };
}

/** Several XP changes of one transaction (a step and a launch bonus) as one. */
export function mergeXpChanges(changes: (XpChange | null)[]): XpChange | null {
  const present = changes.filter((change): change is XpChange => change !== null);
  if (present.length === 0) return null;
  const changed = present.filter((change) => change.changed);
  const merged: XpChange = {
    changed: changed.length > 0,
    amount: changed.reduce((sum, change) => sum + change.amount, 0),
    totalXp: present[present.length - 1].totalXp,
    newBadges: present.flatMap((change) => change.newBadges),
  };
  // The peak before the first of them: it only grows.
  const peaks = present.flatMap((change) => (change.peakXpBefore === undefined ? [] : [change.peakXpBefore]));
  if (peaks.length > 0) merged.peakXpBefore = Math.min(...peaks);
  return merged;
}
