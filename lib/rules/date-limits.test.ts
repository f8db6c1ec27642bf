import { describe, expect, it } from "vitest";
import { dateLimitError, dateRange, FINANCE_ENTRY_DATE_LIMITS, HEALTH_LOG_DATE_LIMITS, POST_DATE_LIMITS, TASK_DUE_DATE_LIMITS } from "./date-limits";

describe("date limits", () => {
  it("run from a year back to five years ahead for due dates and planned post dates", () => {
    expect(dateRange(TASK_DUE_DATE_LIMITS, "2026-11-24")).toEqual({ min: "2025-11-24", max: "2031-11-24" });
    expect(dateRange(POST_DATE_LIMITS, "2026-11-24")).toEqual({ min: "2025-11-24", max: "2031-11-24" });
  });

  it("run from ten years back to today for finance entries", () => {
    expect(dateRange(FINANCE_ENTRY_DATE_LIMITS, "2026-11-24")).toEqual({ min: "2016-11-24", max: "2026-11-24" });
  });

  it("keep a leap day's limits on real days", () => {
    expect(dateRange(TASK_DUE_DATE_LIMITS, "2028-02-29")).toEqual({ min: "2027-02-28", max: "2033-02-28" });
  });

  it("name the side a day falls outside, and nothing for the limits themselves", () => {
    expect(dateLimitError(FINANCE_ENTRY_DATE_LIMITS, "2016-11-24", "2026-11-24")).toBeNull();
    expect(dateLimitError(FINANCE_ENTRY_DATE_LIMITS, "2026-11-24", "2026-11-24")).toBeNull();
    expect(dateLimitError(FINANCE_ENTRY_DATE_LIMITS, "0001-01-01", "2026-11-24")).toBe("An entry can't be more than ten years old");
    expect(dateLimitError(FINANCE_ENTRY_DATE_LIMITS, "2026-11-25", "2026-11-24")).toBe("You can't add an entry for a day that hasn't happened yet");
    expect(dateLimitError(TASK_DUE_DATE_LIMITS, "9999-12-31", "2026-11-24")).toBe("A due date can't be more than five years ahead");
  });
});

describe("a health log's day", () => {
  it("goes back a month and never ahead of the creator's today", () => {
    expect(dateRange(HEALTH_LOG_DATE_LIMITS, "2026-03-31")).toEqual({ min: "2026-02-28", max: "2026-03-31" });
    expect(dateLimitError(HEALTH_LOG_DATE_LIMITS, "2026-10-24", "2026-11-24")).toBeNull();
    expect(dateLimitError(HEALTH_LOG_DATE_LIMITS, "2026-10-23", "2026-11-24")).toBe("You can log a day up to a month back");
    expect(dateLimitError(HEALTH_LOG_DATE_LIMITS, "1900-01-01", "2026-11-24")).toBe("You can log a day up to a month back");
    expect(dateLimitError(HEALTH_LOG_DATE_LIMITS, "2026-11-25", "2026-11-24")).toBe("You can't log a day that hasn't happened yet");
  });
});
