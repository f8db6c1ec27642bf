import { describe, expect, it } from "vitest";
import { countLibrary, createLibraryItem, deleteLibraryItem, type LibraryItem, listLibrary, updateLibraryItem } from "@/db/queries/library";
import { getDb } from "@/db";
import { libraryItems } from "@/db/schema";
import type { Page } from "@/lib/rules/paging";
import { matchCountLabel, SEARCHED_MATCHES } from "@/lib/rules/search-query";
import { nextMillisecond } from "@/test/clock";
import { shownOf } from "@/test/shown";
import { createTestUser } from "@/test/users";

type Extra = Partial<{ content: string; notes: string; tags: string[] }>;

const note = (title: string, extra: Extra = {}) => ({
  type: "note" as const,
  title,
  content: extra.content ?? null,
  notes: extra.notes ?? null,
  tags: extra.tags ?? [],
});
const video = (title: string, extra: Extra = {}) => ({ ...note(title, extra), type: "video" as const, content: "https://youtu.be/dQw4w9WgXcQ" });

const titles = (page: Page<LibraryItem>) => page.rows.map((item) => item.title);
// Enough to hold every item a test makes: these tests are about matching, not paging.
const ALL = 100;
const search = (userId: string, text: string) => listLibrary(userId, { search: text }, ALL);

describe("the library", () => {
  it("lists newest first and searches title, tags, content and notes by word prefix", async () => {
    const user = await createTestUser();
    // One at a time, a millisecond apart: "newest first" needs distinct created_at (PGlite's clock counts milliseconds).
    for (const item of [
      note("Lighting setup", { tags: ["studio"] }),
      note("Hooks that work", { content: "Open with a question about editing" }),
      note("Sponsors", { notes: "Ask about the studio rate card" }),
      video("Color grading", { tags: ["editing", "color"] }),
    ]) {
      await createLibraryItem(user.id, item);
      await nextMillisecond();
    }

    expect(titles(await listLibrary(user.id, {}, ALL))).toEqual(["Color grading", "Sponsors", "Hooks that work", "Lighting setup"]);
    expect(titles(await search(user.id, "studio")).sort()).toEqual(["Lighting setup", "Sponsors"]);
    expect(titles(await search(user.id, "edit")).sort()).toEqual(["Color grading", "Hooks that work"]);
    expect(titles(await search(user.id, "LIGHT"))).toEqual(["Lighting setup"]);
    expect(await search(user.id, "nothing-like-this")).toEqual({ rows: [], more: false });
    expect(await search(user.id, "'; drop table library_items; --")).toEqual({ rows: [], more: false });
    // Only emoji or punctuation: nothing matches, rather than the whole library as if unsearched.
    expect(await search(user.id, "🎬 #")).toEqual({ rows: [], more: false });
    expect((await search(user.id, "  ")).rows).toHaveLength(4);
  });

  it("a search finds the words inside a pasted address, not only its whole", async () => {
    const user = await createTestUser();
    await createLibraryItem(user.id, note("Brand brief", { content: "Draft: https://docs.google.com/document/d/1AbC-x_y/edit?usp=sharing" }));
    await createLibraryItem(user.id, note("Thumbnail kit", { notes: "Templates at www.canva.com/design/DAF9kit." }));
    await createLibraryItem(user.id, { ...note("Studio tour"), type: "video", content: "youtube.com/watch?v=dQw4w9WgXcQ" });
    await createLibraryItem(user.id, note("Ideas", { content: "Ask Google about the studio" }));

    expect(titles(await search(user.id, "google")).sort()).toEqual(["Brand brief", "Ideas"]);
    expect(titles(await search(user.id, "google document"))).toEqual(["Brand brief"]);
    expect(titles(await search(user.id, "canva design"))).toEqual(["Thumbnail kit"]);
    expect(titles(await search(user.id, "youtube"))).toEqual(["Studio tour"]);
    // The address typed whole still matches, as its words.
    expect(titles(await search(user.id, "docs.google.com/document"))).toEqual(["Brand brief"]);
  });

  it("a search follows an edit", async () => {
    const user = await createTestUser();
    const item = await createLibraryItem(user.id, note("Draft"));
    const edit = note("Thumbnail ideas", { tags: ["design"] });
    await updateLibraryItem(user.id, item.id, edit, shownOf(item, edit));
    expect(titles(await search(user.id, "thumb"))).toEqual(["Thumbnail ideas"]);
    expect((await search(user.id, "draft")).rows).toEqual([]);
  });

  it("an edit of an item saved elsewhere since the dialog showed it is refused and writes nothing", async () => {
    const user = await createTestUser();
    const item = await createLibraryItem(user.id, note("Draft", { tags: ["hooks", "intro"] }));
    const edit = (title: string) => note(title, { tags: ["hooks"] });
    // Another tab saves first, from the same view of the item...
    const saved = await updateLibraryItem(user.id, item.id, edit("Edited on the phone"), shownOf(item, edit("")));
    expect(saved).toMatchObject({ title: "Edited on the phone", tags: ["hooks"] });
    // ...so this tab's save, from the older view, changes nothing.
    expect(await updateLibraryItem(user.id, item.id, edit("Edited on the laptop"), shownOf(item, edit("")))).toBe("changed");
    expect(titles(await listLibrary(user.id, {}, ALL))).toEqual(["Edited on the phone"]);
    // Shown again, it saves.
    expect(await updateLibraryItem(user.id, item.id, edit("Edited on the laptop"), shownOf(saved as LibraryItem, edit("")))).toMatchObject({ title: "Edited on the laptop" });
    // A deleted item is gone, whatever the dialog showed.
    await deleteLibraryItem(user.id, item.id);
    expect(await updateLibraryItem(user.id, item.id, edit("Back again"), shownOf(item, edit("")))).toBeNull();
  });

  it("reads one page of a tab at a time, with true counts per type", async () => {
    const user = await createTestUser();
    for (const item of [note("Note 1"), note("Note 2"), note("Note 3"), video("Video 1"), video("Video 2")]) {
      await createLibraryItem(user.id, item);
      await nextMillisecond();
    }

    const first = await listLibrary(user.id, {}, 2);
    expect(titles(first)).toEqual(["Video 2", "Video 1"]);
    expect(first.more).toBe(true);
    expect(titles(await listLibrary(user.id, {}, 4))).toEqual(["Video 2", "Video 1", "Note 3", "Note 2"]);
    expect(await listLibrary(user.id, {}, 5)).toMatchObject({ more: false });

    expect(await listLibrary(user.id, { type: "note" }, 2)).toMatchObject({ rows: [{ title: "Note 3" }, { title: "Note 2" }], more: true });
    expect(await listLibrary(user.id, { type: "note" }, 3)).toMatchObject({ more: false });
    const videos = await listLibrary(user.id, { type: "video" }, 2);
    expect(titles(videos)).toEqual(["Video 2", "Video 1"]);
    expect(videos.more).toBe(false);
    expect(videos.rows.every((item) => item.type === "video")).toBe(true);

    // The counts are the totals, not the rows of a page.
    expect(await countLibrary(user.id)).toEqual({ all: 5, note: 3, video: 2 });
    const [oldest] = (await listLibrary(user.id, { type: "note" }, 3)).rows.slice(-1);
    expect(oldest.title).toBe("Note 1");
    expect(await deleteLibraryItem(user.id, oldest.id)).toBe(true);
    expect(await countLibrary(user.id)).toEqual({ all: 4, note: 2, video: 2 });
    expect(await countLibrary((await createTestUser()).id)).toEqual({ all: 0, note: 0, video: 0 });
  });

  it("a search returns a page of the best matches, with the matches' counts per type", async () => {
    const user = await createTestUser();
    await createLibraryItem(user.id, note("Morning routine", { notes: "Film the hook first" }));
    await createLibraryItem(user.id, video("Hook formulas", { tags: ["hooks"] }));
    await createLibraryItem(user.id, note("Editing checklist"));
    await createLibraryItem(user.id, note("Hook ideas"));
    await createLibraryItem(user.id, video("B-roll", { notes: "hooks for intros" }));

    // A title match (weight A) ranks above a notes match (weight C), whatever its age.
    const best = await listLibrary(user.id, { search: "hook" }, 2);
    expect(titles(best).sort()).toEqual(["Hook formulas", "Hook ideas"]);
    expect(best.more).toBe(true);
    expect(titles(await listLibrary(user.id, { search: "hook" }, 4)).slice(2).sort()).toEqual(["B-roll", "Morning routine"]);
    expect(await listLibrary(user.id, { search: "hook" }, 4)).toMatchObject({ more: false });

    expect(titles(await listLibrary(user.id, { search: "hook", type: "video" }, ALL))).toEqual(["Hook formulas", "B-roll"]);
    expect(titles(await listLibrary(user.id, { search: "hook", type: "note" }, 1))).toEqual(["Hook ideas"]);
    expect(await countLibrary(user.id, "hook")).toEqual({ all: 4, note: 2, video: 2 });
    expect(await countLibrary(user.id, "editing")).toEqual({ all: 1, note: 1, video: 0 });
    expect(await countLibrary(user.id, "nothing-like-this")).toEqual({ all: 0, note: 0, video: 0 });
    // Only punctuation matches nothing (the index holds words); only spaces is no search.
    expect(await countLibrary(user.id, " -- ")).toEqual({ all: 0, note: 0, video: 0 });
    expect(await countLibrary(user.id, "  ")).toEqual({ all: 5, note: 3, video: 2 });
  });

  it("a search ranks the creator's newest 200 matches, and counts past them read 200+", async () => {
    const user = await createTestUser();
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
    // The oldest is the best match (its title), then 201 newer notes that name the word in their
    // notes only, and one video.
    await getDb()
      .insert(libraryItems)
      .values([
        { userId: user.id, ...note("Hook masterclass"), createdAt: day(0) },
        ...Array.from({ length: SEARCHED_MATCHES + 1 }, (_, n) => ({ userId: user.id, ...note(`Idea ${n + 1}`, { notes: "a hook" }), createdAt: day(n + 1) })),
        { userId: user.id, ...video("Hook reel"), createdAt: day(SEARCHED_MATCHES + 2) },
      ]);

    const ranked = await listLibrary(user.id, { search: "hook" }, 1000);
    expect(ranked.rows).toHaveLength(SEARCHED_MATCHES);
    expect(ranked.more).toBe(false);
    // The video's title match ranks first; the notes' matches follow newest first; the two oldest
    // notes (the masterclass and Idea 1) are past the newest 200 matches.
    expect(titles(ranked).slice(0, 3)).toEqual(["Hook reel", "Idea 201", "Idea 200"]);
    expect(titles(ranked)).not.toContain("Hook masterclass");
    expect(titles(ranked).at(-1)).toBe("Idea 3");
    expect(titles(await listLibrary(user.id, { search: "hook", type: "note" }, 1000)).at(-1)).toBe("Idea 2");

    const counts = await countLibrary(user.id, "hook");
    expect(counts).toEqual({ all: SEARCHED_MATCHES + 2, note: SEARCHED_MATCHES + 1, video: 1 });
    expect([counts.all, counts.note, counts.video].map(matchCountLabel)).toEqual(["200+", "200+", "1"]);
    // Another word finds the older item.
    expect(titles(await search(user.id, "hook master"))).toEqual(["Hook masterclass"]);
    expect(await countLibrary(user.id, "master")).toEqual({ all: 1, note: 1, video: 0 });
  });

  it("a second user can neither see, count, search, change nor delete the first user's items", async () => {
    const [owner, other] = await Promise.all([createTestUser(), createTestUser()]);
    const item = await createLibraryItem(owner.id, note("Private plan", { tags: ["secret"] }));
    await createLibraryItem(owner.id, video("Secret reel"));
    await createLibraryItem(other.id, note("My own secret"));

    expect(titles(await listLibrary(other.id, {}, ALL))).toEqual(["My own secret"]);
    expect(titles(await listLibrary(other.id, { type: "video" }, ALL))).toEqual([]);
    expect(titles(await search(other.id, "secret"))).toEqual(["My own secret"]);
    expect(await countLibrary(other.id)).toEqual({ all: 1, note: 1, video: 0 });
    expect(await countLibrary(other.id, "secret")).toEqual({ all: 1, note: 1, video: 0 });
    expect(await countLibrary(owner.id, "secret")).toEqual({ all: 2, note: 1, video: 1 });

    // Null, not "changed", even with the item's real fields: another creator's item isn't there.
    expect(await updateLibraryItem(other.id, item.id, note("Hijacked"), shownOf(item, note("Hijacked")))).toBeNull();
    expect(await deleteLibraryItem(other.id, item.id)).toBe(false);
    // Both still the owner's. Sorted: the two were created within the same instant, often enough
    // on PGlite that their newest-first order then falls to their random ids.
    expect(titles(await listLibrary(owner.id, {}, ALL)).sort()).toEqual(["Private plan", "Secret reel"]);
    expect(await deleteLibraryItem(owner.id, item.id)).toBe(true);
    expect(titles(await listLibrary(owner.id, { type: "note" }, ALL))).toEqual([]);
    expect(await countLibrary(owner.id)).toEqual({ all: 1, note: 0, video: 1 });
  });
});
