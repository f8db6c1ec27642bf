import { describe, expect, it } from "vitest";
import { shownOf } from "@/test/shown";
import { createEntry, deleteEntry, getFinanceTotals, getMonthlyTotals, listAllEntries, listRecentEntries, updateEntry } from "@/db/queries/finance";
import { createTestUser } from "@/test/users";

const entry = (type: "income" | "expense", amount: string, entryDate: string, category = "General") => ({ type, category, amount, description: null, entryDate });

describe("finance", () => {
  it("sums exactly, this month and all time", async () => {
    const user = await createTestUser();
    await createEntry(user.id, entry("income", "0.10", "2026-11-02"));
    await createEntry(user.id, entry("income", "0.20", "2026-11-20"));
    await createEntry(user.id, entry("expense", "0.05", "2026-11-21"));
    await createEntry(user.id, entry("income", "1000.00", "2026-10-15"));
    await createEntry(user.id, entry("expense", "250.55", "2026-09-01"));
    expect(await getFinanceTotals(user.id, "2026-11-01")).toEqual({
      month: { income: "0.30", expense: "0.05", net: "0.25" },
      allTime: { income: "1000.30", expense: "250.60", net: "749.70" },
    });
    expect(await getMonthlyTotals(user.id, "2026-10-01")).toEqual([
      { month: "2026-10", income: "1000.00", expense: "0.00" },
      { month: "2026-11", income: "0.30", expense: "0.05" },
    ]);
  });

  it("an entry dated in a later month is not this month's", async () => {
    const user = await createTestUser();
    await createEntry(user.id, entry("expense", "20.00", "2027-03-01"));
    await createEntry(user.id, entry("income", "5.00", "2026-11-10"));
    expect(await getFinanceTotals(user.id, "2026-11-01")).toEqual({
      month: { income: "5.00", expense: "0.00", net: "5.00" },
      allTime: { income: "5.00", expense: "20.00", net: "-15.00" },
    });
  });

  it("lists the latest 20, newest first, then the older ones a page further, and deletes an entry", async () => {
    const user = await createTestUser();
    for (let day = 1; day <= 22; day++) await createEntry(user.id, entry("expense", "1.00", `2026-11-${String(day).padStart(2, "0")}`));
    const recent = await listRecentEntries(user.id, 20);
    expect(recent.rows).toHaveLength(20);
    expect(recent.more).toBe(true);
    expect(recent.rows[0].entryDate).toBe("2026-11-22");
    const older = await listRecentEntries(user.id, 40);
    expect(older).toMatchObject({ more: false });
    expect(older.rows.at(-1)?.entryDate).toBe("2026-11-01");
    expect(await deleteEntry(user.id, older.rows.at(-1)!.id)).toBe(true);
    expect(await listAllEntries(user.id)).toHaveLength(21);
  });

  it("a corrected entry moves in the totals and the months: a new amount, type and date", async () => {
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    const typo = await createEntry(user.id, entry("income", "123.00", "2026-10-15", "Sponsorship"));
    const hijack = entry("income", "1.00", "2026-10-15");
    expect(await updateEntry(other.id, typo.id, hijack, shownOf(typo, hijack))).toBeNull();
    const fix = entry("expense", "12.30", "2026-11-02", "Gear");
    expect(await updateEntry(user.id, typo.id, fix, shownOf(typo, fix))).toBe("saved");
    // A second dialog that showed the typo can't put it back.
    expect(await updateEntry(user.id, typo.id, entry("income", "123.00", "2026-10-15"), shownOf(typo, fix))).toBe("changed");
    expect(await getMonthlyTotals(user.id, "2026-10-01")).toEqual([{ month: "2026-11", income: "0.00", expense: "12.30" }]);
    expect(await getFinanceTotals(user.id, "2026-11-01")).toMatchObject({ month: { expense: "12.30", net: "-12.30" }, allTime: { income: "0.00", net: "-12.30" } });
    expect((await listAllEntries(user.id))[0]).toMatchObject({ category: "Gear", type: "expense" });
  });

  it("a second user can neither see, total, export nor delete the first user's entries", async () => {
    const [owner, other] = await Promise.all([createTestUser(), createTestUser()]);
    const created = await createEntry(owner.id, entry("income", "500.00", "2026-11-22"));
    expect(await listRecentEntries(other.id, 20)).toEqual({ rows: [], more: false });
    expect(await listAllEntries(other.id)).toEqual([]);
    expect((await getFinanceTotals(other.id, "2026-11-01")).allTime.income).toBe("0.00");
    expect(await deleteEntry(other.id, created.id)).toBe(false);
    expect(await listAllEntries(owner.id)).toHaveLength(1);
  });
});
