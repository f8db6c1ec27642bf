import { describe, expect, it } from "vitest";
import { opsStatusInput, opsSystemInput } from "./systems";

describe("opsSystemInput", () => {
  it("defaults impact to 3 and notes to null", () => {
    expect(opsSystemInput.parse({ systemName: " Auto-captions ", type: "automation" })).toEqual({
      systemName: "Auto-captions",
      type: "automation",
      impactScore: 3,
      notes: null,
    });
  });

  it.each(["1", "5"])("accepts impact %s", (impact) => {
    expect(opsSystemInput.parse({ systemName: "X", type: "sop", impactScore: impact }).impactScore).toBe(Number(impact));
  });

  it.each([
    [{ systemName: "  " }, "Enter the system's name"],
    [{ type: "spreadsheet" }, "Choose automation, SOP, file management, calendar or email"],
    [{ impactScore: "6" }, "Impact is a whole number from 1 to 5"],
    [{ impactScore: "0" }, "Impact is a whole number from 1 to 5"],
    [{ impactScore: "2.5" }, "Impact is a whole number from 1 to 5"],
  ])("refuses %o", (change, message) => {
    expect(opsSystemInput.safeParse({ systemName: "X", type: "email", ...change }).error?.issues[0].message).toBe(message);
  });

  it("knows the three statuses", () => {
    expect(opsStatusInput.safeParse("in_progress").success).toBe(true);
    expect(opsStatusInput.safeParse("archived").success).toBe(false);
  });
});
