import { describe, expect, it } from "vitest";
import { CARD_PAGE_SIZE, MAX_SHOWN, PAGE_SIZE, pageOf, shownCount } from "./paging";

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
