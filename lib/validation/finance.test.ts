import { describe, expect, it } from "vitest";
import { financeEntryInput } from "./finance";

const TODAY = "2026-11-24"; // the creator's today the schema checks entry dates against
const finance = financeEntryInput(TODAY);

const entry = { type: "income", category: " Sponsorship ", amount: "1,250.5", description: "", entryDate: "2026-11-22" };

describe("financeEntryInput", () => {
  it("keeps the amount an exact two-decimal string", () => {
    expect(finance.parse(entry)).toEqual({ type: "income", category: "Sponsorship", amount: "1250.50", description: null, entryDate: "2026-11-22" });
  });

  it.each([
    [{ category: "  " }, "Enter a category"],
    [{ amount: "" }, "Enter the amount"],
    [{ amount: "-20" }, "The amount can't be negative"],
    [{ amount: "0.00" }, "The amount must be more than 0"],
    [{ amount: "abc" }, "The amount must be a number like 1500 or 1500.50"],
    [{ type: "refund" }, "Choose income or expense"],
    [{ entryDate: "22/11/2026" }, "Enter a valid date"],
  ])("refuses %o", (change, message) => {
    expect(finance.safeParse({ ...entry, ...change }).error?.issues[0].message).toBe(message);
  });

  it.each(["", "22/11/2026", "2026-02-30"])("says only “Enter a valid date” under an entry dated %o, no limit's message beside it", (entryDate) => {
    expect(finance.safeParse({ ...entry, entryDate }).error?.issues.map((issue) => issue.message)).toEqual(["Enter a valid date"]);
  });

  it.each(["2016-11-24", "2026-03-01", TODAY])("accepts an entry dated %s: up to ten years back, up to today", (entryDate) => {
    expect(finance.parse({ ...entry, entryDate }).entryDate).toBe(entryDate);
  });

  it.each([
    ["0001-01-01", "An entry can't be more than ten years old"],
    ["2016-11-23", "An entry can't be more than ten years old"],
    ["2026-11-25", "You can't add an entry for a day that hasn't happened yet"],
    ["2027-03-01", "You can't add an entry for a day that hasn't happened yet"],
  ])("refuses an entry dated %s with “%s”", (entryDate, message) => {
    expect(finance.safeParse({ ...entry, entryDate }).error?.issues[0].message).toBe(message);
  });
});
