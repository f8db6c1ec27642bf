import { describe, expect, it } from "vitest";
import { financeEntryInput } from "./finance";

const entry = { type: "income", category: " Sponsorship ", amount: "1,250.5", description: "", entryDate: "2026-11-22" };

describe("financeEntryInput", () => {
  it("keeps the amount an exact two-decimal string", () => {
    expect(financeEntryInput.parse(entry)).toEqual({ type: "income", category: "Sponsorship", amount: "1250.50", description: null, entryDate: "2026-11-22" });
  });

  it.each([
    [{ category: "  " }, "Enter a category"],
    [{ amount: "" }, "The amount is required"],
    [{ amount: "-20" }, "The amount must be an amount like 1500 or 1500.50"],
    [{ amount: "0.00" }, "The amount must be more than 0"],
    [{ amount: "abc" }, "The amount must be an amount like 1500 or 1500.50"],
    [{ type: "refund" }, "Choose income or expense"],
    [{ entryDate: "22/11/2026" }, "Enter a valid date"],
  ])("refuses %o", (change, message) => {
    expect(financeEntryInput.safeParse({ ...entry, ...change }).error?.issues[0].message).toBe(message);
  });
});
