// Levels and avatar tiers (spec: Level; decision D2).

export const XP_PER_LEVEL = 100;

export type Tier = "common" | "rare" | "epic" | "legendary";

export function levelForXp(totalXp: number): number {
  return Math.floor(Math.max(0, totalXp) / XP_PER_LEVEL) + 1;
}

/** XP earned inside the current level: what the XP bar shows out of XP_PER_LEVEL. */
export function xpInLevel(totalXp: number): number {
  return Math.max(0, totalXp) % XP_PER_LEVEL;
}

export function tierForLevel(level: number): Tier {
  if (level >= 50) return "legendary";
  if (level >= 30) return "epic";
  if (level >= 15) return "rare";
  return "common";
}

export type LevelProgress = { totalXp: number; level: number; xpInLevel: number; tier: Tier };

export function levelProgress(totalXp: number): LevelProgress {
  const level = levelForXp(totalXp);
  return { totalXp, level, xpInLevel: xpInLevel(totalXp), tier: tierForLevel(level) };
}
