import { describe, expect, it } from "vitest";
import { shownFields } from "./shown";

describe("shownFields", () => {
  const row = { id: "a1", title: "Draft", platform: "TikTok", postDate: null, tags: ["hooks"], createdAt: new Date("2026-11-27T10:00:00Z") };

  it("keeps the fields the edit writes, as the row holds them", () => {
    expect(shownFields(row, { title: "New", postDate: "2026-11-20", tags: [] })).toEqual({ title: "Draft", postDate: null, tags: ["hooks"] });
  });

  it("leaves out a field the edit doesn't write (undefined in its input)", () => {
    expect(shownFields(row, { title: "New", platform: undefined })).toEqual({ title: "Draft" });
  });

  it("refuses a row without a field the edit writes, or with a value no field holds", () => {
    expect(shownFields({ title: "Draft" }, { title: "New", platform: "YouTube" })).toBeNull();
    expect(shownFields(row, { createdAt: new Date() })).toBeNull();
    expect(shownFields(null, { title: "New" })).toBeNull();
  });
});
