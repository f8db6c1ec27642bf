import { describe, expect, it } from "vitest";
import { hasHashtag, parseHashtags, withHashtag } from "./hashtags";

describe("parseHashtags", () => {
  it("separates tags by commas or their own #, trimmed, with empties dropped", () => {
    expect(parseHashtags("#fyp, creator_tips , ,#vlog,")).toEqual(["fyp", "creator_tips", "vlog"]);
    expect(parseHashtags("#fyp #vlog#gym")).toEqual(["fyp", "vlog", "gym"]);
    expect(parseHashtags("   ")).toEqual([]);
  });

  it("keeps each tag once, whatever the case, as first written", () => {
    expect(parseHashtags("#fyp, #fyp")).toEqual(["fyp"]);
    expect(parseHashtags("FYP, fyp, #Fyp, vlog")).toEqual(["FYP", "vlog"]);
  });
});

describe("hasHashtag", () => {
  it("finds a tag in any case, as the database de-duplicates", () => {
    expect(hasHashtag(["FYP", "Editing"], "fyp")).toBe(true);
    expect(hasHashtag(["FYP", "Editing"], "editing")).toBe(true);
    expect(hasHashtag(["FYP", "Editing"], "creatortips")).toBe(false);
  });
});

describe("withHashtag", () => {
  it("adds a suggestion at the end of what the creator typed", () => {
    expect(withHashtag("fyp, vlog", "editing")).toBe("fyp, vlog, editing");
    expect(withHashtag("#fyp #vlog, ", "editing")).toBe("#fyp #vlog, editing");
    expect(withHashtag("", "editing")).toBe("editing");
  });

  it("leaves the text as it is when the tag is there in any case", () => {
    expect(withHashtag("FYP, Editing", "editing")).toBe("FYP, Editing");
    expect(withHashtag("#Editing", "editing")).toBe("#Editing");
  });
});
