import { describe, expect, it } from "vitest";
import { dayRuns, latestRunBy } from "@/test/day-runs";
import { dailyStreak, streakLabel } from "./streak";

const today = "2026-11-22";
const streakOf = (days: string[], on = today) => dailyStreak(latestRunBy(dayRuns(days), on), on);

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
    ["a day after today does not count", ["2026-11-21", "2026-11-22", "2026-11-23"], 2],
    ["a run after today is not the streak", ["2026-11-20", "2026-11-21", "2026-11-24"], 2],
    ["a run starting tomorrow leaves none", ["2026-11-23", "2026-11-24"], 0],
  ])("%s gives %i", (_case, days, streak) => {
    expect(streakOf(days)).toBe(streak);
  });

  it("runs across a month boundary", () => {
    expect(streakOf(["2026-10-30", "2026-10-31", "2026-11-01"], "2026-11-01")).toBe(3);
  });

  it("counts a run of five years", () => {
    expect(dailyStreak({ firstDay: "2021-11-23", lastDay: today }, today)).toBe(1826);
  });
});

describe("dayRuns", () => {
  it("splits days into runs of consecutive days, oldest first", () => {
    expect(dayRuns(["2026-11-22", "2026-10-31", "2026-11-01", "2026-11-20", "2026-11-21", "2026-11-01"])).toEqual([
      { firstDay: "2026-10-31", lastDay: "2026-11-01" },
      { firstDay: "2026-11-20", lastDay: "2026-11-22" },
    ]);
  });
});

describe("streakLabel", () => {
  it("names the days of a streak, and invites one before it starts", () => {
    expect(streakLabel(0)).toBe("No streak yet");
    expect(streakLabel(1)).toBe("1-day streak");
    expect(streakLabel(12)).toBe("12-day streak");
  });
});
