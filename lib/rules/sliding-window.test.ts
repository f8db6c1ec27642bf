import { describe, expect, it } from "vitest";
import { secondsUntilNextHit } from "./sliding-window";

const limit = { max: 10, windowSeconds: 900 };

describe("sliding-window counter", () => {
  it("says how long until one more hit fits", () => {
    // All ten in this window, 60 s in: the rest of this window, then 10 % of the next.
    expect(secondsUntilNextHit(limit, { current: 10, previous: 0, elapsedSeconds: 60 })).toBe(840 + 90);
    // Ten last window, none now, 5 s in: until the old ten weigh 9.
    expect(secondsUntilNextHit(limit, { current: 0, previous: 10, elapsedSeconds: 5 })).toBe(85);
    expect(secondsUntilNextHit(limit, { current: 0, previous: 0, elapsedSeconds: 5 })).toBe(1);
  });
});
