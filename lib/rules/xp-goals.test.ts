import { describe, expect, it } from "vitest";
import { levelMilestones, motivationLine, weeklyGoalProgress, xpForLevel, xpToThreshold } from "./xp-goals";

describe("level milestones 5, 10, 25 and 50", () => {
  it("says how far each one is", () => {
    expect(levelMilestones(450)).toEqual([
      { level: 5, reached: true, xpToGo: 0 },
      { level: 10, reached: false, xpToGo: 450 },
      { level: 25, reached: false, xpToGo: 1950 },
      { level: 50, reached: false, xpToGo: 4450 },
    ]);
  });

  it("level 50 begins at 4,900 XP", () => {
    expect(xpForLevel(50)).toBe(4900);
    expect(levelMilestones(4900).every((milestone) => milestone.reached)).toBe(true);
  });
});

describe("weekly goal of 500 XP", () => {
  it.each([
    [0, 0, 500, false],
    [125, 25, 375, false],
    [499, 99, 1, false],
    [500, 100, 0, true],
    [820, 100, 0, true],
  ])("%i XP is %i %% with %i to go", (earned, percent, xpToGo, reached) => {
    expect(weeklyGoalProgress(earned)).toEqual({ earned, goal: 500, percent, xpToGo, reached });
  });
});

it("a badge needs its threshold minus the total, never less than 0", () => {
  expect(xpToThreshold(250, 180)).toBe(70);
  expect(xpToThreshold(250, 300)).toBe(0);
});

describe("motivationLine", () => {
  it.each([
    [{ totalXp: 0, weeklyXp: 0, streak: 0 }, /first task/],
    [{ totalXp: 900, weeklyXp: 510, streak: 3 }, /Weekly goal smashed/],
    [{ totalXp: 900, weeklyXp: 100, streak: 8 }, /8 days in a row/],
    [{ totalXp: 900, weeklyXp: 400, streak: 1 }, /Only 100 XP to your weekly goal/],
    [{ totalXp: 900, weeklyXp: 100, streak: 3 }, /3-day streak! .* make it 4/],
    [{ totalXp: 900, weeklyXp: 0, streak: 0 }, /A new week/],
    [{ totalXp: 900, weeklyXp: 50, streak: 1 }, /Consistency/],
  ])("%o → %s", (progress, line) => {
    expect(motivationLine(progress)).toMatch(line);
  });
});
