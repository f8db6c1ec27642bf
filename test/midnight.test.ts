import { describe, expect, test } from "vitest";
import { DAY_MS, HALF_HOUR_MS, msToClearBoundary } from "./midnight";

describe("msToClearBoundary", () => {
  test("waits until just past a boundary that falls within the margin", () => {
    expect(msToClearBoundary(HALF_HOUR_MS, 10_000, Date.parse("2026-11-24T18:29:55Z"))).toBe(5_100);
    expect(msToClearBoundary(DAY_MS, 120_000, Date.parse("2026-11-23T23:59:00Z"))).toBe(60_100);
  });

  test("does not wait when the next boundary is further than the margin", () => {
    expect(msToClearBoundary(HALF_HOUR_MS, 10_000, Date.parse("2026-11-24T18:29:49Z"))).toBe(0);
    expect(msToClearBoundary(HALF_HOUR_MS, 10_000, Date.parse("2026-11-24T18:30:00Z"))).toBe(0);
    expect(msToClearBoundary(DAY_MS, 120_000, Date.parse("2026-11-23T12:00:00Z"))).toBe(0);
  });
});
