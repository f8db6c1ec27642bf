import { describe, expect, it } from "vitest";
import { mergeXpChanges, xpOutcomeOf } from "./xp-outcome";

const badge = { id: 3, name: "Century", icon: "medal", xpThreshold: 100 };

describe("xpOutcomeOf", () => {
  it("reports a level-up when an award crosses 100 XP", () => {
    expect(xpOutcomeOf({ changed: true, amount: 25, totalXp: 105, newBadges: [badge] })).toEqual({
      gained: 25,
      totalXp: 105,
      levelUp: 2,
      newBadges: [{ name: "Century", icon: "medal", xpThreshold: 100 }],
    });
  });

  it("reports no level-up for a level reached before, left when XP was taken back, and reached again", () => {
    // 105 XP once (level 2), 80 taken back, 25 earned again: back at 105, no second celebration.
    expect(xpOutcomeOf({ changed: true, amount: 25, totalXp: 105, newBadges: [], peakXpBefore: 105 }).levelUp).toBeNull();
    // Past the old peak into a level never reached: celebrated.
    expect(xpOutcomeOf({ changed: true, amount: 100, totalXp: 205, newBadges: [], peakXpBefore: 105 }).levelUp).toBe(3);
  });

  it("reports no level-up inside a level", () => {
    expect(xpOutcomeOf({ changed: true, amount: 25, totalXp: 95, newBadges: [] }).levelUp).toBeNull();
  });

  it("reports a negative gain and no level-up for a reversal", () => {
    expect(xpOutcomeOf({ changed: true, amount: 25, totalXp: 90, newBadges: [] }, "reverse")).toMatchObject({
      gained: -25,
      levelUp: null,
    });
  });

  it("reports nothing gained when the award already existed", () => {
    expect(xpOutcomeOf({ changed: false, amount: 0, totalXp: 40, newBadges: [] }).gained).toBe(0);
  });
});

describe("mergeXpChanges", () => {
  it("adds the amounts that changed, keeps the last total and every new badge", () => {
    const merged = mergeXpChanges([
      { changed: true, amount: 10, totalXp: 10, newBadges: [badge] },
      null,
      { changed: false, amount: 0, totalXp: 10, newBadges: [] },
      { changed: true, amount: 25, totalXp: 35, newBadges: [] },
    ]);
    expect(merged).toEqual({ changed: true, amount: 35, totalXp: 35, newBadges: [badge] });
  });

  it("keeps the peak from before the first award", () => {
    const merged = mergeXpChanges([
      { changed: true, amount: 50, totalXp: 150, newBadges: [], peakXpBefore: 120 },
      { changed: true, amount: 100, totalXp: 250, newBadges: [], peakXpBefore: 150 },
    ]);
    expect(merged?.peakXpBefore).toBe(120);
  });

  it("is null when nothing was attempted", () => {
    expect(mergeXpChanges([null, null])).toBeNull();
  });
});
