import { describe, expect, it } from "vitest";
import { taskInput } from "./tasks";

const valid = { title: "  Film the gym vlog ", category: "Gym", xpValue: "25", dueDate: "2026-11-30" };

describe("taskInput", () => {
  it("trims the title and reads XP as a whole number", () => {
    expect(taskInput.parse(valid)).toEqual({ title: "Film the gym vlog", category: "Gym", xpValue: 25, dueDate: "2026-11-30" });
  });

  it("treats an empty due date as none", () => {
    expect(taskInput.parse({ ...valid, dueDate: "" }).dueDate).toBeNull();
    expect(taskInput.parse({ ...valid, dueDate: undefined }).dueDate).toBeNull();
  });

  it.each(["1", "10", "1000"])("accepts %s XP", (xp) => {
    expect(taskInput.safeParse({ ...valid, xpValue: xp }).success).toBe(true);
  });

  it.each([
    ["0", "XP must be between 1 and 1,000"],
    ["1001", "XP must be between 1 and 1,000"],
    ["-5", "XP must be between 1 and 1,000"],
    ["12.5", "XP must be a whole number"],
    ["", "XP must be a whole number"],
    ["ten", "XP must be a whole number"],
  ])("refuses %j XP with “%s”", (xp, message) => {
    const result = taskInput.safeParse({ ...valid, xpValue: xp });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });

  it.each([
    [{ title: "   " }, "Enter a title for the task"],
    [{ category: "Content" }, "Choose Business, Personal or Gym"],
    [{ dueDate: "30/11/2026" }, "Enter a valid date"],
  ])("refuses %o", (change, message) => {
    const result = taskInput.safeParse({ ...valid, ...change });
    expect(result.error?.issues[0].message).toBe(message);
  });
});
