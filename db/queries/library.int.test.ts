import { describe, expect, it } from "vitest";
import { createLibraryItem, deleteLibraryItem, searchLibrary, updateLibraryItem } from "@/db/queries/library";
import { createTestUser } from "@/test/users";

const note = (title: string, extra: Partial<{ content: string; notes: string; tags: string[] }> = {}) => ({
  type: "note" as const,
  title,
  content: extra.content ?? null,
  notes: extra.notes ?? null,
  tags: extra.tags ?? [],
});

describe("the library", () => {
  it("lists newest first and searches title, tags, content and notes by word prefix", async () => {
    const user = await createTestUser();
    await createLibraryItem(user.id, note("Lighting setup", { tags: ["studio"] }));
    await createLibraryItem(user.id, note("Hooks that work", { content: "Open with a question about editing" }));
    await createLibraryItem(user.id, note("Sponsors", { notes: "Ask about the studio rate card" }));
    await createLibraryItem(user.id, {
      type: "video",
      title: "Color grading",
      content: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      notes: null,
      tags: ["editing", "color"],
    });

    expect((await searchLibrary(user.id)).map((item) => item.title)).toEqual(["Color grading", "Sponsors", "Hooks that work", "Lighting setup"]);
    expect((await searchLibrary(user.id, "studio")).map((item) => item.title).sort()).toEqual(["Lighting setup", "Sponsors"]);
    expect((await searchLibrary(user.id, "edit")).map((item) => item.title).sort()).toEqual(["Color grading", "Hooks that work"]);
    expect((await searchLibrary(user.id, "LIGHT")).map((item) => item.title)).toEqual(["Lighting setup"]);
    expect(await searchLibrary(user.id, "nothing-like-this")).toEqual([]);
    expect(await searchLibrary(user.id, "'; drop table library_items; --")).toEqual([]);
  });

  it("a search follows an edit", async () => {
    const user = await createTestUser();
    const item = await createLibraryItem(user.id, note("Draft"));
    await updateLibraryItem(user.id, item.id, note("Thumbnail ideas", { tags: ["design"] }));
    expect((await searchLibrary(user.id, "thumb")).map((found) => found.title)).toEqual(["Thumbnail ideas"]);
    expect(await searchLibrary(user.id, "draft")).toEqual([]);
  });

  it("a second user can neither see, search, change nor delete the first user's items", async () => {
    const [owner, other] = await Promise.all([createTestUser(), createTestUser()]);
    const item = await createLibraryItem(owner.id, note("Private plan", { tags: ["secret"] }));
    expect(await searchLibrary(other.id)).toEqual([]);
    expect(await searchLibrary(other.id, "secret")).toEqual([]);
    expect(await updateLibraryItem(other.id, item.id, note("Hijacked"))).toBeNull();
    expect(await deleteLibraryItem(other.id, item.id)).toBe(false);
    expect((await searchLibrary(owner.id)).map((found) => found.title)).toEqual(["Private plan"]);
    expect(await deleteLibraryItem(owner.id, item.id)).toBe(true);
    expect(await searchLibrary(owner.id)).toEqual([]);
  });
});
