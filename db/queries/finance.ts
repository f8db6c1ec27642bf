import "server-only";
import { and, asc, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { changedOrGone, stillAsShown } from "@/db/queries/as-shown";
import { financeEntries, financeMonthly } from "@/db/schema";
import { type Page, pageOf } from "@/lib/rules/paging";
import type { FinanceEntryInput } from "@/lib/validation/finance";
import type { ShownFields } from "@/lib/validation/shown";

export type FinanceEntry = typeof financeEntries.$inferSelect;

// Sums stay exact: numeric in SQL, text on the way out, never a float.
const asMoney = (sum: SQL) => sql<string>`coalesce(${sum}, 0)::numeric(14, 2)::text`;

/** The user's entry with this id (no row when it isn't theirs). */
const ownEntry = (userId: string, id: string) => and(eq(financeEntries.userId, userId), eq(financeEntries.id, id));

/** The newest `limit` entries, newest first, and whether older ones exist (the page shows 20 at first). */
export async function listRecentEntries(userId: string, limit: number): Promise<Page<FinanceEntry>> {
  const rows = await getDb()
    .select()
    .from(financeEntries)
    .where(eq(financeEntries.userId, userId))
    .orderBy(desc(financeEntries.entryDate), desc(financeEntries.createdAt), desc(financeEntries.id))
    .limit(limit + 1);
  return pageOf(rows, limit);
}

export type FinanceTotals = {
  month: { income: string; expense: string; net: string };
  allTime: { income: string; expense: string; net: string };
};

/**
 * Income, expenses and net from `monthStart` (the first day of a month) on, and for all time.
 * Read from finance_monthly, the sums per month a trigger keeps (migration 0015): a row a month,
 * not every entry of the years.
 */
export async function getFinanceTotals(userId: string, monthStart: string): Promise<FinanceTotals> {
  const { income, expense } = financeMonthly;
  // This month's row only: an entry dated in a later month is not this month's.
  const inMonth = eq(financeMonthly.month, monthStart);
  const [row] = await getDb()
    .select({
      monthIncome: asMoney(sql`sum(${income}) filter (where ${inMonth})`),
      monthExpense: asMoney(sql`sum(${expense}) filter (where ${inMonth})`),
      monthNet: asMoney(sql`sum(${income} - ${expense}) filter (where ${inMonth})`),
      income: asMoney(sql`sum(${income})`),
      expense: asMoney(sql`sum(${expense})`),
      net: asMoney(sql`sum(${income} - ${expense})`),
    })
    .from(financeMonthly)
    .where(eq(financeMonthly.userId, userId));
  return {
    month: { income: row.monthIncome, expense: row.monthExpense, net: row.monthNet },
    allTime: { income: row.income, expense: row.expense, net: row.net },
  };
}

export type MonthTotals = { month: string; income: string; expense: string };

/** Income and expenses per calendar month ("2026-11") with entries, from `since` (a month's first day) on, oldest first. */
export async function getMonthlyTotals(userId: string, since: string): Promise<MonthTotals[]> {
  return getDb()
    .select({
      month: sql<string>`to_char(${financeMonthly.month}, 'YYYY-MM')`,
      income: asMoney(sql`${financeMonthly.income}`),
      expense: asMoney(sql`${financeMonthly.expense}`),
    })
    .from(financeMonthly)
    .where(and(eq(financeMonthly.userId, userId), gte(financeMonthly.month, since)))
    .orderBy(financeMonthly.month);
}

/** Every entry, oldest first: the CSV export. */
export async function listAllEntries(userId: string): Promise<FinanceEntry[]> {
  return getDb()
    .select()
    .from(financeEntries)
    .where(eq(financeEntries.userId, userId))
    .orderBy(asc(financeEntries.entryDate), asc(financeEntries.createdAt));
}

export async function createEntry(userId: string, input: FinanceEntryInput): Promise<FinanceEntry> {
  const [entry] = await getDb().insert(financeEntries).values({ userId, ...input }).returning();
  return entry;
}

/** An entry's saved date, which an edit may keep even once it is past the date limits; undefined when there is no such entry. */
export async function getEntryDate(userId: string, id: string): Promise<string | undefined> {
  const [entry] = await getDb()
    .select({ entryDate: financeEntries.entryDate })
    .from(financeEntries)
    .where(ownEntry(userId, id));
  return entry?.entryDate;
}

/** Saves an edit of the entry its dialog showed (stillAsShown): "changed" when saved elsewhere since, null when there is no such entry. */
export async function updateEntry(userId: string, id: string, input: FinanceEntryInput, shown: ShownFields): Promise<"saved" | "changed" | null> {
  const updated = await getDb()
    .update(financeEntries)
    .set(input)
    .where(and(ownEntry(userId, id), stillAsShown(financeEntries, shown)))
    .returning({ id: financeEntries.id });
  return updated.length > 0 ? "saved" : changedOrGone(financeEntries, ownEntry(userId, id));
}

export async function deleteEntry(userId: string, id: string): Promise<boolean> {
  const deleted = await getDb()
    .delete(financeEntries)
    .where(ownEntry(userId, id))
    .returning({ id: financeEntries.id });
  return deleted.length > 0;
}
