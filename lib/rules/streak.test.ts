import { describe, expect, it } from "vitest";
import { dailyStreak } from "./streak";

const today = "2026-11-22";

describe("dailyStreak", () => {
  it.each([
    ["no XP ever", [], 0],
    ["XP only today", ["2026-11-22"], 1],
    ["three days ending today", ["2026-11-20", "2026-11-21", "2026-11-22"], 3],
    ["three days ending yesterday (today not yet)", ["2026-11-19", "2026-11-20", "2026-11-21"], 3],
    ["a gap breaks it", ["2026-11-18", "2026-11-20", "2026-11-21", "2026-11-22"], 3],
    ["last active two days ago", ["2026-11-20"], 0],
    ["order and repeats do not matter", ["2026-11-22", "2026-11-21", "2026-11-22"], 2],
    ["across a month", ["2026-10-31", "2026-11-01"], 0],
  ])("%s gives %i", (_case, days, streak) => {
    expect(dailyStreak(days, today)).toBe(streak);
  });

  it("runs across a month boundary", () => {
    expect(dailyStreak(["2026-10-30", "2026-10-31", "2026-11-01"], "2026-11-01")).toBe(3);
  });
});
