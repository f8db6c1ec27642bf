import { describe, expect, it } from "vitest";
import { libraryItemInput } from "./library";

const note = { type: "note", title: "Hook ideas", content: "", notes: "", tags: "" };

describe("libraryItemInput's tags", () => {
  it("keeps tags of up to 50 characters", () => {
    expect(libraryItemInput.parse({ ...note, tags: `hooks, ${"x".repeat(50)}` }).tags).toEqual(["hooks", "x".repeat(50)]);
  });

  it("names a tag that is too long by its start, since the one-line field may hide it", () => {
    const long = `behind-the-scenes-of-my-studio-${"y".repeat(30)}`;
    expect(libraryItemInput.safeParse({ ...note, tags: `hooks, ${long}, faq` }).error?.issues[0].message).toBe(
      "Each tag must be at most 50 characters: “behind-the-scenes-of…” is longer",
    );
  });

  it("refuses more than 20 tags", () => {
    const tags = Array.from({ length: 21 }, (_, n) => `tag${n}`).join(", ");
    expect(libraryItemInput.safeParse({ ...note, tags }).error?.issues[0].message).toBe("Use at most 20 tags");
  });

  it("drops empties and repeats, whatever their case, keeping the first spelling", () => {
    expect(libraryItemInput.parse({ ...note, tags: "hooks, ideas,, Hooks , HOOKS, Ideas, B-roll" }).tags).toEqual(["hooks", "ideas", "B-roll"]);
  });
});
