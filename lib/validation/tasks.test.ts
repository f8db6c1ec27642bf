import { describe, expect, it } from "vitest";
import { taskInput } from "./tasks";

const TODAY = "2026-11-24"; // the creator's today the schema checks due dates against
const task = taskInput(TODAY);

const valid = { title: "  Film the gym vlog ", category: "Gym", xpValue: "25", dueDate: "2026-11-30" };

describe("taskInput", () => {
  it("trims the title and reads XP as a whole number", () => {
    expect(task.parse(valid)).toEqual({ title: "Film the gym vlog", category: "Gym", xpValue: 25, dueDate: "2026-11-30" });
  });

  it("takes a title of 200 characters and says so of a longer one", () => {
    expect(task.parse({ ...valid, title: "t".repeat(200) }).title).toHaveLength(200);
    expect(task.safeParse({ ...valid, title: "t".repeat(201) }).error?.issues[0].message).toBe("Keep the title to 200 characters or fewer");
  });

  it("treats an empty due date as none", () => {
    expect(task.parse({ ...valid, dueDate: "" }).dueDate).toBeNull();
    expect(task.parse({ ...valid, dueDate: undefined }).dueDate).toBeNull();
  });

  it.each(["1", "10", "1000"])("accepts %s XP", (xp) => {
    expect(task.safeParse({ ...valid, xpValue: xp }).success).toBe(true);
  });

  it.each(["", "   ", undefined])("reads an empty XP field (%j) as the default 10", (xp) => {
    expect(task.parse({ ...valid, xpValue: xp }).xpValue).toBe(10);
  });

  it.each([
    ["0", "XP must be between 1 and 1,000"],
    ["1001", "XP must be between 1 and 1,000"],
    ["-5", "XP must be between 1 and 1,000"],
    ["12.5", "XP must be a whole number"],
    ["ten", "XP must be a whole number"],
  ])("refuses %j XP with “%s”", (xp, message) => {
    const result = task.safeParse({ ...valid, xpValue: xp });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });

  it.each([
    [{ title: "   " }, "Enter a title for the task"],
    [{ category: "Content" }, "Choose Business, Personal or Gym"],
    [{ dueDate: "30/11/2026" }, "Enter a valid date"],
  ])("refuses %o", (change, message) => {
    const result = task.safeParse({ ...valid, ...change });
    expect(result.error?.issues[0].message).toBe(message);
  });

  it.each(["2025-11-24", TODAY, "2031-11-24"])("accepts a due date of %s: from a year back to five years ahead", (dueDate) => {
    expect(task.parse({ ...valid, dueDate }).dueDate).toBe(dueDate);
  });

  it.each([
    ["0001-01-01", "A due date can't be more than a year ago"],
    ["2025-11-23", "A due date can't be more than a year ago"],
    ["2031-11-25", "A due date can't be more than five years ahead"],
    ["9999-12-31", "A due date can't be more than five years ahead"],
  ])("refuses a due date of %s with “%s”", (dueDate, message) => {
    expect(task.safeParse({ ...valid, dueDate }).error?.issues[0].message).toBe(message);
  });

  it("counts the years from the creator's today it is given", () => {
    expect(taskInput("2020-01-01").safeParse({ ...valid, dueDate: "2026-11-30" }).error?.issues[0].message).toBe("A due date can't be more than five years ahead");
  });
});
