import { describe, expect, it } from "vitest";
import { contentDetailsInput, contentInput, contentMetricsInput, creatorEmailInput, matchInput, rescheduleInput } from "./content";

const TODAY = "2026-11-24"; // the creator's today the schemas check planned dates against
const ITEM_ID = "7d9f7a4e-4a4a-4c1e-9a57-6a1b8c1f2e3d";
const details = { hook: "", hashtags: "", soundUsed: "", postDate: "" };

describe("contentInput", () => {
  it("trims the title and accepts an optional planned date", () => {
    expect(contentInput(TODAY).parse({ title: " Day in my life ", platform: "TikTok", contentType: "trend", postDate: "" })).toEqual({
      title: "Day in my life",
      platform: "TikTok",
      contentType: "trend",
      postDate: null,
    });
  });

  it.each([
    [{ title: "  " }, "Enter a title"],
    [{ platform: "MySpace" }, "Choose TikTok, YouTube, Instagram or Twitter"],
    [{ contentType: "remix" }, "Choose original or trend"],
    [{ postDate: "1999-01-01" }, "A planned post date can't be more than a year ago"],
    [{ postDate: "2025-11-23" }, "A planned post date can't be more than a year ago"],
    [{ postDate: "2031-11-25" }, "A planned post date can't be more than five years ahead"],
    [{ postDate: "9999-12-31" }, "A planned post date can't be more than five years ahead"],
  ])("refuses %o", (change, message) => {
    const result = contentInput(TODAY).safeParse({ title: "A", platform: "YouTube", contentType: "original", ...change });
    expect(result.error?.issues[0].message).toBe(message);
  });

  it.each(["2025-11-24", "2031-11-24"])("accepts a planned date of %s: from a year back to five years ahead", (postDate) => {
    expect(contentInput(TODAY).parse({ title: "A", platform: "YouTube", contentType: "original", postDate }).postDate).toBe(postDate);
  });

  it("holds the details form and the calendar's rescheduling to the same days", () => {
    expect(contentDetailsInput(TODAY).safeParse({ ...details, postDate: "1999-01-01" }).error?.issues[0].message).toBe("A planned post date can't be more than a year ago");
    expect(rescheduleInput(TODAY).safeParse({ contentId: ITEM_ID, postDate: "9999-12-31" }).error?.issues[0].message).toBe(
      "A planned post date can't be more than five years ahead",
    );
    expect(rescheduleInput(TODAY).parse({ contentId: ITEM_ID, postDate: "" }).postDate).toBeNull();
  });
});

describe("hashtags", () => {
  it("save as one word each of letters, numbers and _", () => {
    expect(contentDetailsInput(TODAY).parse({ ...details, hashtags: "#fyp, #fyp, creator_tips, 2026, café" }).hashtags).toEqual(["fyp", "creator_tips", "2026", "café"]);
    // Words of scripts written with combining marks are one word each.
    expect(contentDetailsInput(TODAY).parse({ ...details, hashtags: "#हिंदी #தமிழ் #สวัสดี #ভালোবাসা" }).hashtags).toEqual(["हिंदी", "தமிழ்", "สวัสดี", "ভালোবাসা"]);
  });

  it.each([
    ["tips & tricks", "“tips & tricks” has a space: a hashtag is one word, so join it up or put commas between tags"],
    ["fyp, creator tips", "“creator tips” has a space: a hashtag is one word, so join it up or put commas between tags"],
    ["tips&tricks", "“tips&tricks” can't be a hashtag: use only letters, numbers and _"],
    [`${"a".repeat(101)}`, "Each hashtag must be at most 100 characters"],
    [Array.from({ length: 31 }, (_, i) => `tag${i}`).join(", "), "Use at most 30 hashtags"],
  ])("refuses %j with “%s”", (hashtags, message) => {
    expect(contentDetailsInput(TODAY).safeParse({ ...details, hashtags }).error?.issues[0].message).toBe(message);
  });

  it("empty details clear the fields", () => {
    expect(contentDetailsInput(TODAY).parse({ hook: "  ", hashtags: "", soundUsed: "", postDate: "" })).toEqual({
      hook: null,
      hashtags: [],
      soundUsed: null,
      postDate: null,
    });
  });
});

describe("contentMetricsInput", () => {
  it("reads views, revenue as an exact two-decimal amount and a retention score", () => {
    expect(contentMetricsInput.parse({ views: "12000", revenue: "48.50", retentionScore: "62.5" })).toEqual({
      views: 12000,
      revenue: "48.50",
      retentionScore: 62.5,
    });
  });

  it("reads thousands written with commas, as the app writes them", () => {
    expect(contentMetricsInput.parse({ views: "12,500", revenue: "$1,250.5", retentionScore: "" })).toEqual({ views: 12500, revenue: "1250.50", retentionScore: null });
    expect(contentMetricsInput.parse({ views: " 2,000,000,000 ", revenue: "", retentionScore: "" }).views).toBe(2_000_000_000);
  });

  it("treats empty fields as not measured", () => {
    expect(contentMetricsInput.parse({ views: "", revenue: "", retentionScore: "" })).toEqual({ views: null, revenue: null, retentionScore: null });
  });

  it.each([
    [{ views: "-1" }, "Views can't be negative"],
    [{ views: "1.5" }, "Views must be a whole number"],
    [{ views: "lots" }, "Views must be a whole number"],
    [{ views: "12,50" }, "Views must be a whole number"],
    [{ views: "2,000,000,001" }, "Views must be at most 2,000,000,000"],
    [{ views: "99999999999999999999" }, "Views must be at most 2,000,000,000"],
    [{ views: "9".repeat(400) }, "Views must be at most 2,000,000,000"],
    [{ revenue: "-3" }, "Revenue can't be negative"],
    [{ revenue: "1.234" }, "Revenue can have at most two decimals"],
    [{ revenue: "12.5.0" }, "Revenue must be a number like 1500 or 1500.50"],
    [{ revenue: "99999999999" }, "Revenue is too large: at most 9,999,999,999.99"],
    [{ retentionScore: "101" }, "Retention score must be between 0 and 100"],
    [{ retentionScore: "-0.5" }, "Retention score must be between 0 and 100"],
  ])("refuses %o", (change, message) => {
    const result = contentMetricsInput.safeParse({ views: "", revenue: "", retentionScore: "", ...change });
    expect(result.error?.issues[0].message).toBe(message);
  });
});

describe("creatorEmailInput", () => {
  it("says 'Please enter an email' when empty", () => {
    expect(creatorEmailInput.safeParse({ creatorEmail: "  " }).error?.issues[0].message).toBe("Please enter an email");
    expect(creatorEmailInput.parse({ creatorEmail: " Me@Example.com " })).toEqual({ creatorEmail: "me@example.com" });
  });
});

describe("matchInput", () => {
  it("needs a chosen item and takes an optional web address", () => {
    expect(matchInput.safeParse({ contentId: "", postUrl: "" }).error?.issues[0].message).toBe("Please select a content item");
    expect(matchInput.parse({ contentId: ITEM_ID, postUrl: "" }).postUrl).toBeNull();
    expect(matchInput.safeParse({ contentId: ITEM_ID, postUrl: "javascript:alert(1)" }).error?.issues[0].message).toBe(
      "Enter the post's full address, starting with https://",
    );
  });
});
