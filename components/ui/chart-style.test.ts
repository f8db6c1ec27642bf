import { describe, expect, it } from "vitest";
import { evenTicks, evenValueTicks } from "./chart-style";

const months = ["Dec 25", "Jan 26", "Feb 26", "Mar 26", "Apr 26", "May 26", "Jun 26", "Jul 26", "Aug 26", "Sep 26", "Oct 26", "Nov 26"];

describe("evenTicks", () => {
  it("names every other month of twelve, ending with the latest", () => {
    expect(evenTicks(months)).toEqual(["Jan 26", "Mar 26", "May 26", "Jul 26", "Sep 26", "Nov 26"]);
  });

  it("keeps one step between ticks when the count doesn't divide evenly", () => {
    const days = Array.from({ length: 21 }, (_, index) => `Day ${index + 1}`);
    expect(evenTicks(days)).toEqual(["Day 1", "Day 5", "Day 9", "Day 13", "Day 17", "Day 21"]);
  });

  it("names every label when they fit", () => {
    expect(evenTicks(months.slice(0, 4))).toEqual(months.slice(0, 4));
    expect(evenTicks([])).toEqual([]);
  });
});

describe("evenValueTicks", () => {
  it("spaces a weight axis evenly, a step clear of the lowest and highest weigh-ins", () => {
    expect(evenValueTicks([160.4, 168, 175.2])).toEqual({ domain: [160, 180], ticks: [160, 165, 170, 175, 180] });
    expect(evenValueTicks([77.1, 78.4, 80.9])).toEqual({ domain: [77, 81], ticks: [77, 78, 79, 80, 81] });
  });

  it("keeps a whole-number weight off the axis's edge", () => {
    expect(evenValueTicks([80, 80])).toEqual({ domain: [79, 81], ticks: [79, 80, 81] });
    expect(evenValueTicks([60, 70])).toEqual({ domain: [55, 75], ticks: [55, 60, 65, 70, 75] });
  });

  it("leaves out a value that isn't a number rather than never finding a step", () => {
    expect(evenValueTicks([80, Number.NaN, Infinity])).toEqual({ domain: [79, 81], ticks: [79, 80, 81] });
  });
});
