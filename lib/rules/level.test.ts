import { describe, expect, it } from "vitest";
import { levelForXp, levelProgress, tierForLevel, xpInLevel } from "./level";

describe("levelForXp", () => {
  it.each([
    [0, 1],
    [99, 1],
    [100, 2],
    [150, 2],
    [999, 10],
    [1000, 11],
    [4900, 50],
  ])("%i XP is level %i", (xp, level) => {
    expect(levelForXp(xp)).toBe(level);
  });
});

describe("xpInLevel", () => {
  it.each([
    [0, 0],
    [37, 37],
    [100, 0],
    [250, 50],
  ])("%i XP shows %i on the bar", (xp, inLevel) => {
    expect(xpInLevel(xp)).toBe(inLevel);
  });
});

describe("tierForLevel", () => {
  it.each([
    [1, "common"],
    [14, "common"],
    [15, "rare"],
    [29, "rare"],
    [30, "epic"],
    [49, "epic"],
    [50, "legendary"],
    [120, "legendary"],
  ] as const)("level %i is %s", (level, tier) => {
    expect(tierForLevel(level)).toBe(tier);
  });
});

it("levelProgress combines the rules", () => {
  expect(levelProgress(1537)).toEqual({ totalXp: 1537, level: 16, xpInLevel: 37, tier: "rare" });
});
