import { describe, expect, it } from "vitest";
import { formatCount, formatMoney } from "./format";

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
});
