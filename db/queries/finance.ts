import "server-only";
import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { financeEntries } from "@/db/schema";
import type { FinanceEntryInput } from "@/lib/validation/finance";

export type FinanceEntry = typeof financeEntries.$inferSelect;

const RECENT_ENTRIES = 20;

// Sums stay exact: numeric in SQL, text on the way out, never a float.
const sumWhere = (condition: ReturnType<typeof sql>) =>
  sql<string>`coalesce(sum(${financeEntries.amount}) filter (where ${condition}), 0)::numeric(14, 2)::text`;
const isIncome = sql`${financeEntries.type} = 'income'`;
const isExpense = sql`${financeEntries.type} = 'expense'`;

export async function listRecentEntries(userId: string): Promise<FinanceEntry[]> {
  return getDb()
    .select()
    .from(financeEntries)
    .where(eq(financeEntries.userId, userId))
    .orderBy(desc(financeEntries.entryDate), desc(financeEntries.createdAt))
    .limit(RECENT_ENTRIES);
}

export type FinanceTotals = {
  month: { income: string; expense: string; net: string };
  allTime: { income: string; expense: string; net: string };
};

/** Income, expenses and net for the month that starts on `monthStart`, and for all time. */
export async function getFinanceTotals(userId: string, monthStart: string): Promise<FinanceTotals> {
  const inMonth = sql`${financeEntries.entryDate} >= ${monthStart}`;
  const [row] = await getDb()
    .select({
      monthIncome: sumWhere(sql`${isIncome} and ${inMonth}`),
      monthExpense: sumWhere(sql`${isExpense} and ${inMonth}`),
      monthNet: sql<string>`coalesce(sum(case when ${isIncome} then ${financeEntries.amount} else -${financeEntries.amount} end) filter (where ${inMonth}), 0)::numeric(14, 2)::text`,
      income: sumWhere(isIncome),
      expense: sumWhere(isExpense),
      net: sql<string>`coalesce(sum(case when ${isIncome} then ${financeEntries.amount} else -${financeEntries.amount} end), 0)::numeric(14, 2)::text`,
    })
    .from(financeEntries)
    .where(eq(financeEntries.userId, userId));
  return {
    month: { income: row.monthIncome, expense: row.monthExpense, net: row.monthNet },
    allTime: { income: row.income, expense: row.expense, net: row.net },
  };
}

export type MonthTotals = { month: string; income: string; expense: string };

/** Income and expenses per calendar month ("2026-11") since `since`, oldest first. */
export async function getMonthlyTotals(userId: string, since: string): Promise<MonthTotals[]> {
  const month = sql<string>`to_char(${financeEntries.entryDate}, 'YYYY-MM')`;
  return getDb()
    .select({ month, income: sumWhere(isIncome), expense: sumWhere(isExpense) })
    .from(financeEntries)
    .where(and(eq(financeEntries.userId, userId), gte(financeEntries.entryDate, since)))
    .groupBy(month)
    .orderBy(month);
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

export async function deleteEntry(userId: string, id: string): Promise<boolean> {
  const deleted = await getDb()
    .delete(financeEntries)
    .where(and(eq(financeEntries.userId, userId), eq(financeEntries.id, id)))
    .returning({ id: financeEntries.id });
  return deleted.length > 0;
}
