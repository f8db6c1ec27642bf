import { describe, expect, it } from "vitest";
import { formatCount, formatDay, formatMoney, shortenAtWord, welcomeLine, wholePercents, withLaunchBonus } from "./format";

describe("formatCount", () => {
  it("groups thousands with commas", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1,000");
    expect(formatCount(12500)).toBe("12,500");
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(formatCount(-1500)).toBe("-1,500");
  });

  it("writes every whole number as en-US's toLocaleString does", () => {
    const samples = [1, 7, 42, 100, 999, 1001, 9999, 10000, 99999, 100000, 654321, 1000000, 987654321, 2 ** 31, Number.MAX_SAFE_INTEGER];
    for (const value of [...samples, ...samples.map((sample) => -sample)]) {
      expect(formatCount(value)).toBe(value.toLocaleString("en-US"));
    }
  });
});

describe("formatMoney", () => {
  it("writes dollars and cents from the database's decimal string", () => {
    expect(formatMoney("1500.5")).toBe("$1,500.50");
    expect(formatMoney(0)).toBe("$0.00");
  });

  it("writes a loss with the same minus sign whether signed or not", () => {
    expect(formatMoney("-1050.11")).toBe("-$1,050.11");
    expect(formatMoney(-12, { signed: true })).toBe("-$12.00");
    expect(formatMoney("12", { signed: true })).toBe("+$12.00");
  });

  it("shortens large amounts for a chart's axis", () => {
    expect(formatMoney(500, { compact: true })).toBe("$500");
    expect(formatMoney(1200, { compact: true })).toBe("$1.2K");
    expect(formatMoney(1_200_000, { compact: true })).toBe("$1.2M");
    expect(formatMoney(10_000_000_000, { compact: true })).toBe("$10B");
  });
});

describe("formatDay", () => {
  const today = "2026-11-24";

  it("leaves the year out for a day in the creator's current year", () => {
    expect(formatDay("2026-01-01", today)).toBe("Jan 1");
    expect(formatDay("2026-11-24", today)).toBe("Nov 24");
    expect(formatDay("2026-12-31", today)).toBe("Dec 31");
  });

  it("writes the year of any other year's day, so it can't pass for the coming one", () => {
    expect(formatDay("2027-03-01", today)).toBe("Mar 1, 2027");
    expect(formatDay("2025-12-31", today)).toBe("Dec 31, 2025");
    expect(formatDay("1999-01-01", today)).toBe("Jan 1, 1999");
    expect(formatDay("0001-01-01", today)).toBe("Jan 1, 0001");
    expect(formatDay("9999-12-31", today)).toBe("Dec 31, 9999");
  });

  it("goes by the creator's today, not the server's year", () => {
    expect(formatDay("2026-12-31", "2027-01-01")).toBe("Dec 31, 2026");
    expect(formatDay("2027-01-01", "2027-01-01")).toBe("Jan 1");
  });
});

describe("shortenAtWord", () => {
  it("keeps text within the limit and cuts longer text at a word, with an ellipsis", () => {
    expect(shortenAtWord("Studio tour", 20)).toBe("Studio tour");
    expect(shortenAtWord("Studio tour with lights", 16)).toBe("Studio tour…");
    expect(shortenAtWord("Supercalifragilistic", 10)).toBe("Supercali…");
    expect(shortenAtWord("word ".repeat(100).trim(), 200)).toHaveLength(200);
  });
});

describe("withLaunchBonus", () => {
  it("names the bonus a save earned, and leaves a save that earned nothing as it is", () => {
    expect(withLaunchBonus("Content updated", 30)).toBe("Content updated: +30 XP launch bonus");
    expect(withLaunchBonus("Profile saved", 0)).toBe("Profile saved");
    expect(withLaunchBonus("Avatar updated", undefined)).toBe("Avatar updated");
  });
});

describe("welcomeLine", () => {
  it("welcomes a creator with no XP yet, and welcomes one back after", () => {
    expect(welcomeLine("Sam", 0)).toBe("Welcome, Sam. Here is where your creator quest begins.");
    expect(welcomeLine("Sam", 35)).toBe("Welcome back, Sam. Here is where your creator quest stands.");
  });

  it("adds no full stop after a name that ends a sentence itself", () => {
    expect(welcomeLine("Sam!", 35)).toBe("Welcome back, Sam! Here is where your creator quest stands.");
    expect(welcomeLine("Dr. Who?", 0)).toBe("Welcome, Dr. Who? Here is where your creator quest begins.");
    expect(welcomeLine("J.R.", 10)).toBe("Welcome back, J.R. Here is where your creator quest stands.");
  });
});

describe("wholePercents", () => {
  it("rounds each share to the nearest whole percent, a half up", () => {
    expect(wholePercents([25, 15])).toEqual([63, 38]);
    expect(wholePercents([50, 30, 20])).toEqual([50, 30, 20]);
    expect(wholePercents([994, 6])).toEqual([99, 1]);
    expect(wholePercents([996, 4])).toEqual([100, 0]);
    expect(wholePercents([1000])).toEqual([100]);
  });

  it("gives equal amounts the same share, and a larger amount never a smaller one", () => {
    // Handing the leftover points to the largest remainders split the tie: 97%, 2% and 1%.
    expect(wholePercents([1000, 15, 15])).toEqual([97, 1, 1]);
    expect(wholePercents([1, 1, 1])).toEqual([33, 33, 33]);
    expect(wholePercents([400, 100, 100])).toEqual([67, 17, 17]);
    const mixes = [[1000, 15, 15], [1, 1, 1], [400, 100, 100], [7, 11, 13, 17], [5, 1, 4, 1, 5, 9, 2, 6], [333, 333, 334], [1, 1000000]];
    for (const values of mixes) {
      const shares = wholePercents(values);
      values.forEach((value, i) =>
        values.forEach((other, j) => {
          if (value === other) expect(shares[i]).toBe(shares[j]);
          if (value > other) expect(shares[i]).toBeGreaterThanOrEqual(shares[j]);
        }),
      );
    }
  });

  it("is all zero when there is nothing", () => {
    expect(wholePercents([0, 0])).toEqual([0, 0]);
    expect(wholePercents([])).toEqual([]);
  });
});
