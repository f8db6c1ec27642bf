import { expect, it } from "vitest";
import { toPrefixTsQuery } from "./search-query";

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
