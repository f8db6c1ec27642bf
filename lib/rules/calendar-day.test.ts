import { describe, expect, it } from "vitest";
import { addDays, addMonths, calendarAnchor, calendarRange, isOverdue, localDate, localTime, readDay, recentDays, shiftAnchor, weekStartMonday, weekStartSunday } from "./calendar-day";

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

describe("localTime", () => {
  it.each([
    ["UTC", "2026-11-25T10:02:00Z", "10:02"],
    ["America/New_York", "2026-11-25T10:02:00Z", "05:02"],
    ["Asia/Kolkata", "2026-11-25T10:02:00Z", "15:32"],
    ["UTC", "2026-11-25T00:05:00Z", "00:05"],
  ])("in %s the instant %s is at %s, on a 24-hour clock", (zone, instant, time) => {
    expect(localTime(zone, new Date(instant))).toBe(time);
  });
});

describe("calendarAnchor", () => {
  it("is the address's day within a century of today, else today: year 9999's month would end in year 10000", () => {
    expect(calendarAnchor("2027-03-14", "2026-11-28")).toBe("2027-03-14");
    expect(calendarAnchor("2126-11-28", "2026-11-28")).toBe("2126-11-28");
    expect(calendarAnchor("1926-11-28", "2026-11-28")).toBe("1926-11-28");
    for (const far of ["9999-12-01", "2126-11-29", "1926-11-27", "0001-01-01"]) expect(calendarAnchor(far, "2026-11-28")).toBe("2026-11-28");
    expect(calendarAnchor("garbage", "2026-11-28")).toBe("2026-11-28");
    expect(calendarAnchor(undefined, "2026-11-28")).toBe("2026-11-28");
  });
});

describe("readDay", () => {
  it("takes a real YYYY-MM-DD day from the address, else the fallback", () => {
    expect(readDay("2026-11-27", null)).toBe("2026-11-27");
    expect(readDay("2026-02-30", null)).toBeNull();
    expect(readDay("27/11/2026", "2026-11-25")).toBe("2026-11-25");
    expect(readDay(["2026-11-27"], null)).toBeNull();
    expect(readDay(undefined, null)).toBeNull();
  });
});

describe("isOverdue", () => {
  it("is a day before today, not done yet", () => {
    expect(isOverdue("2026-11-26", "2026-11-27", false)).toBe(true);
    expect(isOverdue("2026-11-27", "2026-11-27", false)).toBe(false);
    expect(isOverdue("2026-11-28", "2026-11-27", false)).toBe(false);
    expect(isOverdue(null, "2026-11-27", false)).toBe(false);
    expect(isOverdue("2026-11-26", "2026-11-27", true)).toBe(false);
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

describe("calendar ranges (weeks start on Monday)", () => {
  it("a week runs Monday to Sunday", () => {
    expect(weekStartMonday("2026-11-22")).toBe("2026-11-16"); // Sunday belongs to the week before
    expect(weekStartMonday("2026-11-23")).toBe("2026-11-23");
    expect(calendarRange("week", "2026-11-25")).toMatchObject({ from: "2026-11-23", to: "2026-11-29" });
    expect(calendarRange("week", "2026-11-25").days).toHaveLength(7);
  });

  it("a day is just that day", () => {
    expect(calendarRange("day", "2026-11-25")).toEqual({ from: "2026-11-25", to: "2026-11-25", days: ["2026-11-25"] });
  });

  it("a month grid is whole weeks around the month", () => {
    const { from, to, days } = calendarRange("month", "2026-11-15");
    expect(from).toBe("2026-10-26"); // the Monday before Sunday 1 November
    expect(to).toBe("2026-12-06"); // the Sunday after Monday 30 November
    expect(days.length % 7).toBe(0);
    expect(days).toContain("2026-11-01");
    expect(days).toContain("2026-11-30");
  });

  it("moves by a day, a week or a month, keeping the day inside short months", () => {
    expect(shiftAnchor("day", "2026-12-31", 1)).toBe("2027-01-01");
    expect(shiftAnchor("week", "2026-11-25", -1)).toBe("2026-11-18");
    expect(shiftAnchor("month", "2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2026-11-15", -1)).toBe("2026-10-15");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
  });
});

describe("recentDays", () => {
  it("lists the last days up to today, with 0 where nothing was earned", () => {
    const daily = [
      { day: "2026-11-22", xp: 30 },
      { day: "2026-11-20", xp: 15 },
      { day: "2026-11-01", xp: 99 },
    ];
    expect(recentDays(daily, "2026-11-22", 3)).toEqual([
      { day: "2026-11-20", xp: 15 },
      { day: "2026-11-21", xp: 0 },
      { day: "2026-11-22", xp: 30 },
    ]);
    expect(recentDays([], "2026-11-22", 14)).toHaveLength(14);
  });
});
