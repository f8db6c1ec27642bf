import { expect, it } from "vitest";
import { matchCountLabel, toPrefixTsQuery } from "./search-query";

it.each([
  ["edit", "edit:*"],
  ["  Edit   TIPS ", "edit:* & tips:*"],
  ["b-roll & lighting!", "b:* & roll:* & lighting:*"],
  ["café 2026", "café:* & 2026:*"],
  ["'); drop table x; --", "drop:* & table:* & x:*"],
  ["   ", null],
  ["!!!", null],
])("%j → %j", (text, query) => {
  expect(toPrefixTsQuery(text)).toBe(query);
});

it.each([
  [0, "0"],
  [200, "200"],
  [201, "200+"],
  [1500, "200+"],
])("a tab's count of %i matches reads %j", (count, label) => {
  expect(matchCountLabel(count)).toBe(label);
});
