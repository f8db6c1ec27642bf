import { describe, expect, it } from "vitest";
import { daylightFraction, efficiencyColor, efficiencyPercent, expectedTasks } from "./daylight";

const at = (hours: number, minutes = 0) => new Date(2026, 10, 22, hours, minutes);

describe("daylightFraction", () => {
  it.each([
    [at(5, 59), 0],
    [at(6), 0],
    [at(14), 0.5],
    [at(22), 1],
    [at(23, 30), 1],
  ])("%s is %d of the day", (time, fraction) => {
    expect(daylightFraction(time)).toBe(fraction);
  });
});

describe("efficiency", () => {
  it("expects 8 tasks times the daylight fraction, rounded down", () => {
    expect(expectedTasks(0.5)).toBe(4);
    expect(expectedTasks(0.24)).toBe(1);
    expect(expectedTasks(1)).toBe(8);
  });

  it.each([
    [2, 0.5, 50],
    [3, 0.5, 75],
    [4, 0.5, 100],
    [9, 1, 100],
    [0, 0.1, 0],
    [1, 0.1, 100],
  ])("%i tasks at %d of the day is %i %%", (done, fraction, percent) => {
    expect(efficiencyPercent(done, fraction)).toBe(percent);
  });

  it.each([
    [100, "golden"],
    [80, "golden"],
    [79, "sunset"],
    [60, "sunset"],
    [59, "muted"],
    [0, "muted"],
  ] as const)("%i %% is %s", (percent, color) => {
    expect(efficiencyColor(percent)).toBe(color);
  });
});
