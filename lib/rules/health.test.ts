import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/lib/action";
import { healthLogInput, NOTHING_LOGGED } from "@/lib/validation/health";
import { averageMood, averageSleep, convertWeight, formatWeight, latestWeightUnit, weightChange, weightsIn, workoutsPerWeek } from "./health";

describe("health rules", () => {
  it("averages moods and sleep to the nearest label, skipping empty days", () => {
    expect(averageMood(["excellent", "good", null, "good"])).toBe("good");
    expect(averageMood(["poor", "excellent"])).toBe("neutral");
    expect(averageSleep(["poor", "fair", "fair"])).toBe("fair");
    expect(averageSleep([null, null])).toBeNull();
  });

  const kg = (weight: string | null) => ({ weight, weightUnit: "kg" as const });
  const lb = (weight: string | null) => ({ weight, weightUnit: "lb" as const });

  it("gives the latest weight and its change from the previous weigh-in", () => {
    expect(weightChange([kg("72.40"), kg(null), kg("73.10")], "kg")).toEqual({ latest: 72.4, change: -0.7 });
    expect(weightChange([kg("80.00")], "kg")).toEqual({ latest: 80, change: null });
    expect(weightChange([kg(null)], "kg")).toBeNull();
  });

  it("shows weights typed in kg and lb in one unit, the latest weigh-in's", () => {
    expect(convertWeight(100, "kg", "lb")).toBe(220.46);
    expect(convertWeight(220.46, "lb", "kg")).toBe(100);
    expect(convertWeight(72.5, "kg", "kg")).toBe(72.5);
    const logs = [lb(null), lb("160.00"), kg("73.00")];
    expect(latestWeightUnit(logs)).toBe("lb");
    expect(latestWeightUnit([kg(null)])).toBe("kg");
    expect(weightChange(logs, "lb")).toEqual({ latest: 160, change: -0.94 });
    expect(weightChange(logs, "kg")).toEqual({ latest: 72.57, change: -0.43 });
    expect(weightsIn(logs, "kg").map((log) => log.value)).toEqual([72.57, 73]);
    expect(formatWeight(72.5, "kg")).toBe("72.5 kg");
    expect(formatWeight(-0.9400000001, "lb")).toBe("-0.94 lb");
  });

  it("counts workouts per Sunday-to-Saturday week, oldest first", () => {
    const weeks = workoutsPerWeek(["2026-11-22", "2026-11-21", "2026-11-16", "2026-11-15", "2026-11-01"], "2026-11-24", 3);
    expect(weeks).toEqual([
      { weekStart: "2026-11-08", workouts: 0 },
      { weekStart: "2026-11-15", workouts: 3 },
      { weekStart: "2026-11-22", workouts: 1 },
    ]);
  });
});

describe("healthLogInput", () => {
  const TODAY = "2026-11-24";
  const day = { logDate: "2026-11-22" };

  it("reads a full log and drops the workout type without a workout", () => {
    expect(healthLogInput(TODAY).parse({ ...day, weight: "72.5", mood: "good", workoutCompleted: "on", workoutType: " Run ", fastingHours: "16", sleepQuality: "fair" })).toEqual({
      logDate: "2026-11-22",
      weight: "72.50",
      weightUnit: "kg",
      mood: "good",
      workoutCompleted: true,
      workoutType: "Run",
      fastingHours: 16,
      sleepQuality: "fair",
    });
    expect(healthLogInput(TODAY).parse({ ...day, mood: "good", workoutType: "Run" })).toMatchObject({ workoutCompleted: false, workoutType: null, weight: null, mood: "good" });
    expect(healthLogInput(TODAY).parse({ ...day, weight: "160", weightUnit: "lb" })).toMatchObject({ weight: "160.00", weightUnit: "lb" });
  });

  it.each([
    [{ weight: "abc" }, "Weight must be a number like 72.5"],
    [{ weight: "-70" }, "Weight must be more than 0"],
    [{ weight: "0" }, "Weight must be more than 0"],
    [{ weight: "5000" }, "Weight must be under 1,000, with at most two decimals"],
    [{ weight: "72.555" }, "Weight must be under 1,000, with at most two decimals"],
    [{ weight: "160", weightUnit: "stone" }, "Choose kg or lb"],
    [{ mood: "ecstatic" }, "Choose excellent, good, neutral, low or poor"],
    [{ sleepQuality: "great" }, "Choose excellent, good, fair or poor"],
    [{ fastingHours: "12.5" }, "Fasting hours must be a whole number from 0 to 168"],
    [{ fastingHours: "200" }, "Fasting hours must be a whole number from 0 to 168"],
    [{ logDate: "yesterday" }, "Enter a valid date"],
  ])("refuses %o", (change, message) => {
    expect(healthLogInput(TODAY).safeParse({ ...day, ...change }).error?.issues[0].message).toBe(message);
  });

  it.each([
    {},
    { weight: " ", weightUnit: "lb", mood: "", sleepQuality: "", fastingHours: "" },
    // A workout type alone is not a workout: it is dropped, so nothing would be kept.
    { workoutType: "Run" },
  ])("refuses a log with nothing in it: %o", (blank) => {
    const result = healthLogInput(TODAY).safeParse({ ...day, ...blank });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({ log: [NOTHING_LOGGED] });
  });

  it.each([{ weight: "72" }, { mood: "low" }, { sleepQuality: "poor" }, { fastingHours: "0" }, { workoutCompleted: "on" }])("takes a log with one thing in it: %o", (one) => {
    expect(healthLogInput(TODAY).safeParse({ ...day, ...one }).success).toBe(true);
  });
});
