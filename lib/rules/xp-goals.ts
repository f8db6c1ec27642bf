import { XP_PER_LEVEL } from "./level";

export const WEEKLY_XP_GOAL = 500; // the week starts on Sunday
export const WORKOUTS_PER_WEEK = 7;
export const LEVEL_MILESTONES = [5, 10, 25, 50] as const;

/** Total XP at which a level begins. */
export function xpForLevel(level: number): number {
  return (level - 1) * XP_PER_LEVEL;
}

export type Milestone = { level: number; reached: boolean; xpToGo: number };

export function levelMilestones(totalXp: number): Milestone[] {
  return LEVEL_MILESTONES.map((level) => {
    const xpToGo = Math.max(0, xpForLevel(level) - totalXp);
    return { level, reached: xpToGo === 0, xpToGo };
  });
}

export type WeeklyGoal = { earned: number; goal: number; percent: number; xpToGo: number; reached: boolean };

export function weeklyGoalProgress(weeklyXp: number): WeeklyGoal {
  const xpToGo = Math.max(0, WEEKLY_XP_GOAL - weeklyXp);
  return {
    earned: weeklyXp,
    goal: WEEKLY_XP_GOAL,
    percent: Math.min(100, Math.floor((weeklyXp / WEEKLY_XP_GOAL) * 100)),
    xpToGo,
    reached: xpToGo === 0,
  };
}

/** XP still needed for a badge; 0 once reached. */
export function xpToThreshold(threshold: number, totalXp: number): number {
  return Math.max(0, threshold - totalXp);
}

/** One line of encouragement that fits where the creator stands. */
export function motivationLine({ totalXp, weeklyXp, streak }: { totalXp: number; weeklyXp: number; streak: number }): string {
  const goal = weeklyGoalProgress(weeklyXp);
  if (totalXp === 0) return "Every legend starts at level 1. Complete your first task to earn XP.";
  if (goal.reached) return "Weekly goal smashed! Everything from here is bonus XP.";
  if (streak >= 7) return `${streak} days in a row. That is how channels grow. Keep the streak alive!`;
  if (goal.percent >= 75) return `Only ${goal.xpToGo} XP to your weekly goal. Finish strong!`;
  if (streak >= 2) return `${streak}-day streak! Earn XP today to make it ${streak + 1}.`;
  if (weeklyXp === 0) return "A new week, a fresh goal. One task is all it takes to get moving.";
  return "Consistency beats intensity. Knock out one more task today.";
}
