import { describe, expect, it } from "vitest";
import { estimatedHits, secondsUntilNextHit } from "./sliding-window";

const limit = { max: 10, windowSeconds: 900 };

describe("sliding-window counter", () => {
  it("counts the previous window by how much of it still overlaps", () => {
    expect(estimatedHits(limit, { current: 3, previous: 8, elapsedSeconds: 0 })).toBe(11);
    expect(estimatedHits(limit, { current: 3, previous: 8, elapsedSeconds: 450 })).toBe(7);
    expect(estimatedHits(limit, { current: 3, previous: 8, elapsedSeconds: 900 })).toBe(3);
  });

  it("ten hits just before a window's edge still count just after it", () => {
    expect(estimatedHits(limit, { current: 0, previous: 10, elapsedSeconds: 5 })).toBeGreaterThan(9.9);
  });

  it("says how long until one more hit fits", () => {
    // All ten in this window, 60 s in: the rest of this window, then 10 % of the next.
    expect(secondsUntilNextHit(limit, { current: 10, previous: 0, elapsedSeconds: 60 })).toBe(840 + 90);
    // Ten last window, none now, 5 s in: until the old ten weigh 9.
    expect(secondsUntilNextHit(limit, { current: 0, previous: 10, elapsedSeconds: 5 })).toBe(85);
    expect(secondsUntilNextHit(limit, { current: 0, previous: 0, elapsedSeconds: 5 })).toBe(1);
  });
});
