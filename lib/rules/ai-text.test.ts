import { describe, expect, it } from "vitest";
import { hashtagsIn, jsonObjectIn, listItems } from "./ai-text";

describe("reading a model's answer", () => {
  it("turns any list into items", () => {
    expect(listItems("1. First idea\n2) Second\n- Third\n* Fourth\n• Fifth\n\n")).toEqual(["First idea", "Second", "Third", "Fourth", "Fifth"]);
  });

  it("finds hashtags once each", () => {
    expect(hashtagsIn("Try #fyp, #CreatorTips and #fyp again, or #café")).toEqual(["fyp", "CreatorTips", "café"]);
    expect(hashtagsIn("#हिंदी #தமிழ் #สวัสดี")).toEqual(["हिंदी", "தமிழ்", "สวัสดี"]);
  });

  it("finds the JSON object in a fenced reply and refuses broken JSON", () => {
    expect(jsonObjectIn('```json\n{"brandName":"Glow"}\n```')).toEqual({ brandName: "Glow" });
    expect(jsonObjectIn("no json here")).toBeNull();
    expect(jsonObjectIn("{broken")).toBeNull();
  });
});
