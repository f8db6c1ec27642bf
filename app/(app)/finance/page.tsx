import type { Metadata } from "next";
import { CreatorTodayProvider } from "@/components/creator-today";
import { AddEntryForm } from "@/components/finance/add-entry-form";
import { EntryList } from "@/components/finance/entry-list";
import { FinanceTotalsCards } from "@/components/finance/finance-totals";
import { MonthlyChart } from "@/components/finance/monthly-chart";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { getFinanceTotals, getMonthlyTotals, listRecentEntries } from "@/db/queries/finance";
import { getCreatorSummary } from "@/db/queries/profiles";
import { addMonths, firstOfMonth, localDate } from "@/lib/rules/calendar-day";
import { ENTRY_PAGE_SIZE, type SearchParams, shownCount } from "@/lib/rules/paging";
import { requireUser } from "@/lib/session";

export const metadata: Metadata = { title: "Finance Tracker" };

const CHART_MONTHS = 12;

/** The last `count` months as "YYYY-MM", oldest first, each with its totals (zero when empty). */
function lastMonths(totals: { month: string; income: string; expense: string }[], today: string, count: number) {
  const byMonth = new Map(totals.map((month) => [month.month, month]));
  return Array.from({ length: count }, (_, i) => {
    const month = addMonths(firstOfMonth(today), i - (count - 1)).slice(0, 7);
    return byMonth.get(month) ?? { month, income: "0.00", expense: "0.00" };
  });
}

export default async function FinancePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser();
  const shown = shownCount((await searchParams).show, ENTRY_PAGE_SIZE);
  const summary = await getCreatorSummary(user.id);
  const today = summary?.today ?? localDate("UTC");
  const monthStart = firstOfMonth(today);
  const loaded = await Promise.all([
    listRecentEntries(user.id, shown),
    getFinanceTotals(user.id, monthStart),
    getMonthlyTotals(user.id, addMonths(monthStart, -(CHART_MONTHS - 1))),
  ]).catch((error) => {
    console.error("Finance failed to load", error);
    return null;
  });
  const header = <PageHeader title="Finance Tracker" subtitle="What the channel earns and what it costs, to the cent." />;

  if (!loaded) {
    return (
      <CreatorTodayProvider today={today}>
        <div className="mx-auto max-w-6xl space-y-6">
          {header}
          <AddEntryForm />
          <LoadError message="Failed to load finance entries" />
        </div>
      </CreatorTodayProvider>
    );
  }
  const [entries, totals, monthly] = loaded;
  return (
    <CreatorTodayProvider today={today}>
      <div className="mx-auto max-w-6xl space-y-6">
        {header}
        <FinanceTotalsCards totals={totals} />
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-12">
          <div className="space-y-4 lg:col-span-7">
            <AddEntryForm />
            <MonthlyChart months={lastMonths(monthly, today, CHART_MONTHS)} />
          </div>
          <div className="lg:col-span-5">
            <EntryList entries={entries.rows} more={entries.more} shown={shown} today={today} />
          </div>
        </div>
      </div>
    </CreatorTodayProvider>
  );
}
