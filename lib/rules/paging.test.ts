import { describe, expect, it } from "vitest";
import { CARD_PAGE_SIZE, MAX_SHOWN, PAGE_SIZE, pageOf, shownCount, withParams } from "./paging";

describe("shownCount", () => {
  it.each([
    [undefined, PAGE_SIZE],
    ["", PAGE_SIZE],
    ["abc", PAGE_SIZE],
    ["-5", PAGE_SIZE],
    ["50", 50],
    ["100", 100],
    ["101", 150],
    [["150", "900"], 150],
    ["1000000", MAX_SHOWN],
  ])("?show=%s shows %i", (param, expected) => {
    expect(shownCount(param)).toBe(expected);
  });

  it.each([
    [undefined, CARD_PAGE_SIZE],
    ["20", 20],
    ["21", 40],
    ["1000000", MAX_SHOWN],
  ])("?show=%s shows %i cards", (param, expected) => {
    expect(shownCount(param, CARD_PAGE_SIZE)).toBe(expected);
  });
});

describe("pageOf", () => {
  it("keeps `limit` rows and says whether the extra one was there", () => {
    expect(pageOf([1, 2, 3], 2)).toEqual({ rows: [1, 2], more: true });
    expect(pageOf([1, 2], 2)).toEqual({ rows: [1, 2], more: false });
    expect(pageOf([], 2)).toEqual({ rows: [], more: false });
  });
});

describe("withParams", () => {
  it("keeps the page's other parameters, changes the asked ones and drops repeated ones", () => {
    const params = { view: "month", date: "2026-11-23", unscheduled: "20", tag: ["a", "b"] };
    expect(withParams("/calendar", params, { unscheduled: "40" })).toBe("/calendar?view=month&date=2026-11-23&unscheduled=40");
    expect(withParams("/content", {}, { tab: "posted", posted: "40" })).toBe("/content?tab=posted&posted=40");
  });

  it("encodes what it writes", () => {
    expect(withParams("/library", { q: "hook & tiktok" }, { show: "40" })).toBe("/library?q=hook+%26+tiktok&show=40");
  });
});
