import type { EarnedBadge, XpChange } from "@/db/queries/xp";
import { levelForXp } from "@/lib/rules/level";

/** What the client celebrates after an XP change: the popup, a level-up, new badges. */
export type XpOutcome = {
  gained: number;
  totalXp: number;
  /** The new level when this change crossed into it, else null. */
  levelUp: number | null;
  newBadges: Pick<EarnedBadge, "name" | "icon" | "xpThreshold">[];
};

export function xpOutcomeOf(change: XpChange, direction: "award" | "reverse" = "award"): XpOutcome {
  const gained = direction === "award" ? change.amount : -change.amount;
  const before = levelForXp(change.totalXp - gained);
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
  return {
    changed: changed.length > 0,
    amount: changed.reduce((sum, change) => sum + change.amount, 0),
    totalXp: present[present.length - 1].totalXp,
    newBadges: present.flatMap((change) => change.newBadges),
  };
}
