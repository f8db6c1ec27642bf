import { describe, expect, it } from "vitest";
import { xpOutcomeOf } from "./xp-outcome";

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
