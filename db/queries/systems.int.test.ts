import { describe, expect, it } from "vitest";
import { getCreatorSummary } from "@/db/queries/profiles";
import { createSystem, deleteSystem, listSystems, setSystemStatus, updateSystem } from "@/db/queries/systems";
import { localDate } from "@/lib/rules/calendar-day";
import { shownOf } from "@/test/shown";
import { createTestUser } from "@/test/users";

const system = (systemName: string, impactScore: number) => ({ systemName, type: "automation" as const, impactScore, notes: null });

describe("systems & ops", () => {
  it("starts planned and lists by impact, highest first", async () => {
    const user = await createTestUser();
    const low = await createSystem(user.id, system("Low", 1));
    await createSystem(user.id, system("High", 5));
    await createSystem(user.id, system("Mid", 3));
    expect(low).toMatchObject({ status: "planned", completedDate: null });
    expect((await listSystems(user.id)).map((each) => each.systemName)).toEqual(["High", "Mid", "Low"]);
  });

  it("done stores today's date in the creator's zone; leaving done clears it", async () => {
    const user = await createTestUser("Ops", "Pacific/Auckland");
    const created = await createSystem(user.id, system("Invoices", 4));
    expect(await setSystemStatus(user.id, created.id, "in_progress")).toMatchObject({ status: "in_progress", completedDate: null });
    expect(await setSystemStatus(user.id, created.id, "done")).toMatchObject({ status: "done", completedDate: localDate("Pacific/Auckland") });
    expect(await setSystemStatus(user.id, created.id, "planned")).toMatchObject({ status: "planned", completedDate: null });
  });

  it("an edit changes name, type, impact and notes, keeps the status, and a new impact moves it in the list", async () => {
    const user = await createTestUser();
    const low = await createSystem(user.id, system("Low", 1));
    await createSystem(user.id, system("Mid", 3));
    await setSystemStatus(user.id, low.id, "in_progress");
    const edit = { systemName: "Invoicing", type: "sop", impactScore: 5, notes: "Every Friday" } as const;
    // Its status changed since the dialog showed it, but none of the fields it saves: saved.
    const edited = await updateSystem(user.id, low.id, edit, shownOf(low, edit));
    expect(edited).toMatchObject({ systemName: "Invoicing", type: "sop", impactScore: 5, notes: "Every Friday", status: "in_progress" });
    expect((await listSystems(user.id)).map((each) => each.systemName)).toEqual(["Invoicing", "Mid"]);
  });

  it("a second user can neither see nor change the first user's systems", async () => {
    const [owner, other] = await Promise.all([createTestUser(), createTestUser()]);
    const created = await createSystem(owner.id, system("Private", 2));
    expect(await listSystems(other.id)).toEqual([]);
    expect(await setSystemStatus(other.id, created.id, "done")).toBeNull();
    expect(await updateSystem(other.id, created.id, system("Taken", 5), shownOf(created, system("Taken", 5)))).toBeNull();
    expect((await listSystems(owner.id))[0]).toMatchObject({ status: "planned", completedDate: null });
  });

  it("deletes a system, done or not; marking one done earns no XP, so none changes", async () => {
    const user = await createTestUser();
    const kept = await createSystem(user.id, system("Kept", 2));
    const done = await createSystem(user.id, system("Done one", 4));
    await setSystemStatus(user.id, done.id, "done");
    expect((await getCreatorSummary(user.id))?.totalXp).toBe(0);

    expect(await deleteSystem(user.id, done.id)).toBe(true);
    expect((await listSystems(user.id)).map((each) => each.id)).toEqual([kept.id]);
    expect((await getCreatorSummary(user.id))?.totalXp).toBe(0);
    expect(await deleteSystem(user.id, done.id)).toBe(false);
  });

  it("a second user cannot delete the first user's system", async () => {
    const [owner, other] = await Promise.all([createTestUser(), createTestUser()]);
    const created = await createSystem(owner.id, system("Private", 2));
    expect(await deleteSystem(other.id, created.id)).toBe(false);
    expect(await listSystems(owner.id)).toEqual([created]);
  });
});
