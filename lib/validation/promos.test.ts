import { describe, expect, it } from "vitest";
import { parseMoney } from "./money";
import { promoInput, promoUpdate } from "./promos";

describe("parseMoney", () => {
  it.each([
    ["1500", "1500.00"],
    ["1,500.5", "1500.50"],
    ["$99.99", "99.99"],
    [" 0 ", "0.00"],
    ["007.10", "7.10"],
    ["1,234,567.5", "1234567.50"],
  ])("%j → %j", (text, amount) => {
    expect(parseMoney(text)).toBe(amount);
  });

  // A comma out of its thousands place is a typo, never read as another number ("1,2,3" isn't 123).
  it.each(["-5", "1.234", "abc", "1e3", "", "12.", ".5", "1,2,3", "2,,5", "1,,000", "2.500,00", "12,50", ",500"])("refuses %j", (text) => {
    expect(parseMoney(text)).toBeNull();
  });
});

describe("promoInput", () => {
  it("names the optional field that is too long, and lets its limit through", () => {
    const message = (fields: Record<string, string>) => promoInput.safeParse({ brandName: "Glow Co", ...fields }).error?.issues[0].message;
    expect(message({ campaignName: "c".repeat(201) })).toBe("Keep the campaign name to 200 characters or fewer");
    expect(message({ deliverables: "d".repeat(1001) })).toBe("Keep the deliverables to 1,000 characters or fewer");
    expect(message({ campaignName: "c".repeat(200), deliverables: "d".repeat(1000) })).toBeUndefined();
  });

  it("keeps optional fields null when empty and stores a rate of 0 as null", () => {
    expect(promoInput.parse({ brandName: " Glow Co ", campaignName: "", rate: "0", contactEmail: "" })).toEqual({
      brandName: "Glow Co",
      campaignName: null,
      rate: null,
      contactEmail: null,
      deliverables: null,
    });
    expect(promoInput.parse({ brandName: "Glow Co", rate: "" }).rate).toBeNull();
  });

  it("stores the rate as an exact two-decimal amount", () => {
    expect(promoInput.parse({ brandName: "Glow Co", campaignName: "Spring", rate: "2,500.5", contactEmail: "Deals@Glow.co" })).toEqual({
      brandName: "Glow Co",
      campaignName: "Spring",
      rate: "2500.50",
      contactEmail: "deals@glow.co",
      deliverables: null,
    });
  });

  it.each([
    [{ brandName: "  " }, "Enter the brand name"],
    [{ rate: "-10" }, "The rate can't be negative"],
    [{ rate: "12.345" }, "The rate can have at most two decimals"],
    [{ rate: "$1,500.5O" }, "The rate must be a number like 1500 or 1500.50"],
    [{ rate: "2.500,00" }, "The rate must be a number like 1500 or 1,500.50, with commas only between thousands"],
    [{ rate: "99999999999999" }, "The rate is too large: at most 9,999,999,999.99"],
    [{ contactEmail: "not-an-email" }, "Enter a valid email address, or leave it empty"],
  ])("refuses %o", (change, message) => {
    const result = promoInput.safeParse({ brandName: "Glow Co", ...change });
    expect(result.error?.issues[0].message).toBe(message);
  });
});

describe("promoUpdate", () => {
  it("accepts a status or a toggle and refuses anything else", () => {
    expect(promoUpdate.safeParse({ field: "status", value: "paid" }).success).toBe(true);
    expect(promoUpdate.safeParse({ field: "invoiceSent", value: true }).success).toBe(true);
    expect(promoUpdate.safeParse({ field: "status", value: "cancelled" }).success).toBe(false);
    expect(promoUpdate.safeParse({ field: "userId", value: "x" }).success).toBe(false);
  });
});
