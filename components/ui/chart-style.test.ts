import { describe, expect, it } from "vitest";
import { evenTicks } from "./chart-style";

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
