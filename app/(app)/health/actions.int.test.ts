import { describe, expect, it, vi } from "vitest";

// A day's log saved from two tabs (a phone in the morning, a laptop at night): the second save
// doesn't write over fields it never showed.

vi.mock("@/lib/session", () => import("@/test/signed-in"));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

import { formOf } from "@/test/form";
import { session } from "@/test/signed-in";
import { listHealthLogsSince } from "@/db/queries/health";
import { getCreatorSummary, getCreatorToday } from "@/db/queries/profiles";
import { createTestUser } from "@/test/users";
import { deleteHealthLog, logHealth } from "./actions";

const CHANGED = "This day's log was saved or deleted in another tab or on another device since this page showed it.";

async function shownLog(userId: string, day: string) {
  const log = (await listHealthLogsSince(userId, day)).find((each) => each.logDate === day);
  return log ? { log, savedAt: log.updatedAt.toISOString() } : { log: null, savedAt: null };
}

describe("logHealth", () => {
  it("saves over the log the form showed, and refuses one saved or deleted elsewhere since, changing nothing", async () => {
    session.user = await createTestUser();
    const userId = session.user.id;
    const today = await getCreatorToday(userId);
    const xp = async () => (await getCreatorSummary(userId))?.totalXp;

    // Tab A and tab B both show today as not logged; A saves first.
    expect(await logHealth(formOf({ logDate: today, mood: "excellent" }), null)).toMatchObject({ ok: true, data: { message: "Health log saved! +15 XP" } });
    expect(await logHealth(formOf({ logDate: today, sleepQuality: "poor" }), null)).toEqual({ ok: false, error: CHANGED, gone: true });
    expect((await shownLog(userId, today)).log).toMatchObject({ mood: "excellent", sleepQuality: null });

    // Refreshed, B shows A's log and saves over it; A, not refreshed, is refused in turn.
    const seenByA = (await shownLog(userId, today)).savedAt;
    const seenByB = (await shownLog(userId, today)).savedAt;
    expect(await logHealth(formOf({ logDate: today, mood: "excellent", sleepQuality: "poor" }), seenByB)).toMatchObject({ ok: true, data: { message: "Health log saved" } });
    expect(await logHealth(formOf({ logDate: today, mood: "low" }), seenByA)).toEqual({ ok: false, error: CHANGED, gone: true });
    expect((await shownLog(userId, today)).log).toMatchObject({ mood: "excellent", sleepQuality: "poor" });

    // Deleted elsewhere: a save from the page that still shows it doesn't bring it back, nor its XP.
    const { log, savedAt } = await shownLog(userId, today);
    await deleteHealthLog(log!.id);
    expect(await xp()).toBe(0);
    expect(await logHealth(formOf({ logDate: today, mood: "good" }), savedAt)).toEqual({ ok: false, error: CHANGED, gone: true });
    expect((await shownLog(userId, today)).log).toBeNull();
    expect(await xp()).toBe(0);
  });

  it("two tabs saving the same unlogged day at once: one is saved, the other refused, never both written", async () => {
    session.user = await createTestUser();
    const userId = session.user.id;
    const today = await getCreatorToday(userId);
    const results = await Promise.all([
      logHealth(formOf({ logDate: today, mood: "excellent" }), null),
      logHealth(formOf({ logDate: today, sleepQuality: "poor" }), null),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, error: CHANGED, gone: true }]);
    const { log } = await shownLog(userId, today);
    // Whichever won, its fields alone: the other's never wrote over them.
    expect([log?.mood, log?.sleepQuality]).toSatisfy(([mood, sleep]) => (mood === "excellent") !== (sleep === "poor"));
    expect((await getCreatorSummary(userId))?.totalXp).toBe(15);
  });
});
