import { describe, expect, it } from "vitest";
import { addDays, localDate, weekStartSunday } from "./calendar-day";

describe("localDate", () => {
  const instant = new Date("2026-11-22T03:30:00Z");

  it.each([
    ["UTC", "2026-11-22"],
    ["America/Los_Angeles", "2026-11-21"],
    ["Pacific/Kiritimati", "2026-11-22"],
    ["Asia/Tokyo", "2026-11-22"],
  ])("in %s the instant is on %s", (zone, date) => {
    expect(localDate(zone, instant)).toBe(date);
  });
});

describe("addDays", () => {
  it("crosses months, years and leap days", () => {
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });
});

describe("weekStartSunday", () => {
  it.each([
    ["2026-11-22", "2026-11-22"], // a Sunday starts its own week
    ["2026-11-23", "2026-11-22"], // Monday
    ["2026-11-28", "2026-11-22"], // Saturday
    ["2026-11-29", "2026-11-29"],
    ["2027-01-02", "2026-12-27"], // across a year
  ])("the week of %s starts on %s", (day, sunday) => {
    expect(weekStartSunday(day)).toBe(sunday);
  });
});
