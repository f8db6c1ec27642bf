import { describe, expect, it } from "vitest";
import { axisLabel, barPercent, chartScale } from "./chart-scale";

describe("chartScale", () => {
  it("rounds the largest value up to 1, 2 or 5 times a power of ten", () => {
    expect(chartScale([0, 270, 40]).top).toBe(500);
    expect(chartScale([120]).top).toBe(200);
    expect(chartScale([1001]).top).toBe(2000);
    expect(chartScale([50]).top).toBe(50);
    expect(chartScale([35]).top).toBe(50);
    expect(chartScale([15]).top).toBe(20);
  });

  it("labels the top, the middle and zero", () => {
    expect(chartScale([270]).ticks).toEqual([500, 250, 0]);
  });

  it("keeps an axis of at least 10 for an empty or quiet fortnight", () => {
    expect(chartScale(Array(14).fill(0))).toEqual({ top: 10, ticks: [10, 5, 0] });
    expect(chartScale([]).top).toBe(10);
    expect(chartScale([3]).top).toBe(10);
  });
});

describe("barPercent", () => {
  it("is the value's share of the axis", () => {
    expect(barPercent(270, 500)).toBe(54);
    expect(barPercent(0, 500)).toBe(0);
    expect(barPercent(500, 500)).toBe(100);
  });

  it("stays within the axis", () => {
    expect(barPercent(-20, 500)).toBe(0);
    expect(barPercent(900, 500)).toBe(100);
    expect(barPercent(5, 0)).toBe(0);
  });
});

describe("axisLabel", () => {
  it("shortens thousands", () => {
    expect(axisLabel(250)).toBe("250");
    expect(axisLabel(2500)).toBe("2.5k");
    expect(axisLabel(10_000)).toBe("10k");
  });
});
