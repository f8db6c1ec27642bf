import { describe, expect, it, vi } from "vitest";

// The forms' date limits (lib/rules/date-limits.ts) as the actions apply them: counted from the
// creator's own today (decision D4), a refused date changes nothing, and the field says why.

vi.mock("@/lib/session", () => import("@/test/signed-in"));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

import { formOf } from "@/test/form";
import { session } from "@/test/signed-in";
import { rescheduleItem } from "@/app/(app)/calendar/actions";
import { addContent, saveContentDetails } from "@/app/(app)/content/actions";
import { addEntry, editEntry } from "@/app/(app)/finance/actions";
import { addTask, updateTask } from "@/app/(app)/tasks/actions";
import { createContent, getContentItem } from "@/db/queries/content";
import { listRecentEntries } from "@/db/queries/finance";
import { getCreatorToday } from "@/db/queries/profiles";
import { listTasks } from "@/db/queries/tasks";
import { addDays, localDate } from "@/lib/rules/calendar-day";
import { contentCounts, createTestUser } from "@/test/users";
import { eq } from "drizzle-orm";
import { getDb as db } from "@/db";
import { contentItems, financeEntries, tasks } from "@/db/schema";

// Fourteen hours ahead of UTC: the creator's today is often the server's tomorrow.
const KIRITIMATI = "Pacific/Kiritimati";

async function signedInCreator(timeZone = "UTC") {
  session.user = await createTestUser("Test Creator", timeZone);
  return session.user;
}

const entry = (entryDate: string) => formOf({ type: "expense", category: "Props", amount: "20", description: "", entryDate });
const task = (dueDate: string) => formOf({ title: "Film the vlog", category: "Gym", xpValue: "10", dueDate });

describe("date limits in the actions", () => {
  it("reads the creator's today in their own time zone", async () => {
    const user = await signedInCreator(KIRITIMATI);
    expect(await getCreatorToday(user.id)).toBe(localDate(KIRITIMATI));
  });

  it("takes a finance entry dated the creator's today, and refuses their tomorrow and year 1 without saving either", async () => {
    const user = await signedInCreator(KIRITIMATI);
    const today = localDate(KIRITIMATI);
    expect(await addEntry(entry(today))).toEqual({ ok: true, data: undefined });
    expect(await addEntry(entry(addDays(today, 1)))).toEqual({
      ok: false,
      fieldErrors: { entryDate: ["You can't add an entry for a day that hasn't happened yet"] },
    });
    expect(await addEntry(entry("0001-01-01"))).toEqual({ ok: false, fieldErrors: { entryDate: ["An entry can't be more than ten years old"] } });
    expect((await listRecentEntries(user.id, 20)).rows.map((row) => row.entryDate)).toEqual([today]);
  });

  it("refuses a task due in 9999 or in year 1, added or edited, and keeps the task as it was", async () => {
    const user = await signedInCreator();
    expect(await addTask(task("9999-12-31"))).toEqual({ ok: false, fieldErrors: { dueDate: ["A due date can't be more than five years ahead"] } });
    const added = await addTask(task(localDate("UTC")));
    if (!added.ok) throw new Error("the task was not added");
    expect(await updateTask(added.data.id, {}, task("0001-01-01"))).toEqual({ ok: false, fieldErrors: { dueDate: ["A due date can't be more than a year ago"] } });
    expect((await listTasks(user.id, 10)).rows.map((row) => row.dueDate)).toEqual([localDate("UTC")]);
  });

  it("refuses a planned post date of 1999 when creating, editing or rescheduling", async () => {
    const user = await signedInCreator();
    const created = await addContent(formOf({ title: "Bad date test", platform: "TikTok", contentType: "original", postDate: "1999-01-01" }));
    expect(created).toEqual({ ok: false, fieldErrors: { postDate: ["A planned post date can't be more than a year ago"] } });
    expect(await contentCounts(user.id)).toEqual({ active: 0, posted: 0 });

    const { item } = await createContent(user.id, { title: "Studio tour", platform: "TikTok", contentType: "original", postDate: null });
    const details = await saveContentDetails(item.id, item, formOf({ hook: "", hashtags: "", soundUsed: "", postDate: "1999-01-01" }));
    expect(details).toEqual({ ok: false, fieldErrors: { postDate: ["A planned post date can't be more than a year ago"] } });
    expect(await rescheduleItem(item.id, "9999-12-31")).toEqual({ ok: false, error: "A planned post date can't be more than five years ahead" });
    expect((await getContentItem(user.id, item.id))?.postDate).toBeNull();
  });

  it("keeps an old record's date while another field is edited, and still refuses moving it to another such date", async () => {
    const user = await signedInCreator();
    const longAgo = addDays(localDate("UTC"), -800);
    const [old] = await db().insert(tasks).values({ userId: user.id, title: "Renew the domain", category: "Business", xpValue: 10, dueDate: longAgo }).returning();
    expect(await updateTask(old.id, old, task(longAgo))).toMatchObject({ ok: true });
    expect((await listTasks(user.id, 10)).rows.map((row) => [row.title, row.dueDate])).toEqual([["Film the vlog", longAgo]]);
    expect(await updateTask(old.id, {}, task(addDays(longAgo, 1)))).toEqual({ ok: false, fieldErrors: { dueDate: ["A due date can't be more than a year ago"] } });

    const { item } = await createContent(user.id, { title: "Slipped plan", platform: "YouTube", contentType: "original", postDate: null });
    await db().update(contentItems).set({ postDate: longAgo }).where(eq(contentItems.id, item.id));
    expect(await saveContentDetails(item.id, await getContentItem(user.id, item.id), formOf({ hook: "A better hook", hashtags: "", soundUsed: "", postDate: longAgo }))).toMatchObject({ ok: true });
    expect(await getContentItem(user.id, item.id)).toMatchObject({ hook: "A better hook", postDate: longAgo });
    expect(await saveContentDetails(item.id, await getContentItem(user.id, item.id), formOf({ hook: "", hashtags: "", soundUsed: "", postDate: "1999-01-01" }))).toEqual({
      ok: false,
      fieldErrors: { postDate: ["A planned post date can't be more than a year ago"] },
    });

    const elevenYearsAgo = addDays(localDate("UTC"), -4020);
    const [receipt] = await db().insert(financeEntries).values({ userId: user.id, type: "expense", category: "Props", amount: "20.00", entryDate: elevenYearsAgo }).returning();
    const edited = (entryDate: string) => formOf({ type: "expense", category: "Props and lights", amount: "25", description: "", entryDate });
    expect(await editEntry(receipt.id, receipt, edited(elevenYearsAgo))).toEqual({ ok: true, data: undefined });
    expect((await listRecentEntries(user.id, 10)).rows.map((row) => [row.category, row.entryDate])).toEqual([["Props and lights", elevenYearsAgo]]);
    expect(await editEntry(receipt.id, {}, edited(addDays(elevenYearsAgo, 1)))).toEqual({ ok: false, fieldErrors: { entryDate: ["An entry can't be more than ten years old"] } });
  });

  it("says an edited task, item or entry that is gone is gone, before questioning its date", async () => {
    await signedInCreator();
    const missing = "00000000-0000-4000-8000-000000000000";
    // Form saves: the dialog or card keeps what was typed, and the page drops the row once it is closed.
    expect(await updateTask(missing, {}, task("0001-01-01"))).toEqual({ ok: false, error: expect.stringContaining("This task no longer exists"), gone: true });
    expect(await saveContentDetails(missing, {}, formOf({ hook: "", hashtags: "", soundUsed: "", postDate: "1999-01-01" }))).toEqual({
      ok: false,
      error: expect.stringContaining("no longer exists"),
      gone: true,
    });
    expect(await editEntry(missing, {}, entry("0001-01-01"))).toEqual({ ok: false, error: "This entry no longer exists. It may have been deleted in another tab.", gone: true });
  });
});
