import { describe, expect, it } from "vitest";
import { deleteHealthLog, listHealthLogsSince, listRecentHealthLogs, saveHealthLog } from "@/db/queries/health";
import { getCreatorSummary } from "@/db/queries/profiles";
import { addDays } from "@/lib/rules/calendar-day";
import { createTestUser } from "@/test/users";

// A day's log as healthLogInput passes it on: never blank (a blank log is refused there), so each
// has a mood.
const log = (logDate: string, extra: Partial<{ weight: string; weightUnit: "kg" | "lb"; workoutCompleted: boolean; mood: "good" | "low" }> = {}) => ({
  logDate,
  weight: extra.weight ?? null,
  weightUnit: extra.weightUnit ?? "kg",
  mood: extra.mood ?? "low",
  workoutCompleted: extra.workoutCompleted ?? false,
  workoutType: null,
  fastingHours: null,
  sleepQuality: null,
});

describe("health logs", () => {
  it("one log per date: saving again updates it and awards the 15 XP only once", async () => {
    const user = await createTestUser();
    const first = await saveHealthLog(user.id, log("2026-11-20", { weight: "72.50" }));
    expect(first.xp).toMatchObject({ changed: true, amount: 15 });
    const again = await saveHealthLog(user.id, log("2026-11-20", { weight: "159.00", weightUnit: "lb", mood: "good" }));
    expect(again.xp).toBeNull();
    expect(again.log).toMatchObject({ weight: "159.00", weightUnit: "lb", mood: "good", id: first.log.id });
    const other = await saveHealthLog(user.id, log("2026-11-21"));
    expect(other.xp).toMatchObject({ amount: 15 });
    expect((await getCreatorSummary(user.id))?.totalXp).toBe(30);
    expect((await listRecentHealthLogs(user.id)).rows.map((each) => each.logDate)).toEqual(["2026-11-21", "2026-11-20"]);
  });

  it("deleting a log takes back its 15 XP; logging that day again earns them again; another creator's id deletes nothing", async () => {
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    const { log: saved } = await saveHealthLog(user.id, log("2026-11-20", { workoutCompleted: true }));
    await saveHealthLog(user.id, log("2026-11-21"));
    expect(await deleteHealthLog(other.id, saved.id)).toBeNull();
    expect((await listRecentHealthLogs(user.id)).rows).toHaveLength(2);

    expect(await deleteHealthLog(user.id, saved.id)).toMatchObject({ changed: true, amount: 15, totalXp: 15 });
    expect((await listRecentHealthLogs(user.id)).rows.map((each) => each.logDate)).toEqual(["2026-11-21"]);
    expect(await deleteHealthLog(user.id, saved.id)).toBeNull();
    expect((await saveHealthLog(user.id, log("2026-11-20"))).xp).toMatchObject({ amount: 15, totalXp: 30 });
  });

  it("simultaneous saves of one date leave one log and one award", async () => {
    const user = await createTestUser();
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => saveHealthLog(user.id, log("2026-11-22"))));
    expect(results.filter((result) => result.status === "fulfilled" && result.value.xp)).toHaveLength(1);
    expect((await listRecentHealthLogs(user.id)).rows).toHaveLength(1);
    expect((await getCreatorSummary(user.id))?.totalXp).toBe(15);
  });

  it("lists the latest seven, and every log from a day on", async () => {
    const user = await createTestUser();
    for (let i = 0; i < 9; i++) await saveHealthLog(user.id, log(addDays("2026-11-22", -i), { workoutCompleted: i % 2 === 0 }));
    const latest = await listRecentHealthLogs(user.id);
    expect(latest.rows).toHaveLength(7);
    expect(latest.more).toBe(true);
    // The next page holds the two older ones, and nothing after them.
    const all = await listRecentHealthLogs(user.id, 14);
    expect(all.rows.map((each) => each.logDate).slice(7)).toEqual(["2026-11-15", "2026-11-14"]);
    expect(all.more).toBe(false);
    const since = await listHealthLogsSince(user.id, "2026-11-20");
    expect(since.map((day) => [day.logDate, day.workoutCompleted])).toEqual([
      ["2026-11-22", true],
      ["2026-11-21", false],
      ["2026-11-20", true],
    ]);
  });

  it("a second user neither sees the first user's logs nor shares their dates", async () => {
    const [owner, other] = await Promise.all([createTestUser(), createTestUser()]);
    await saveHealthLog(owner.id, log("2026-11-22", { weight: "60.00" }));
    expect((await listRecentHealthLogs(other.id)).rows).toEqual([]);
    const theirs = await saveHealthLog(other.id, log("2026-11-22"));
    expect(theirs.xp).toMatchObject({ amount: 15 });
    expect((await listRecentHealthLogs(owner.id)).rows[0].weight).toBe("60.00");
  });
});
