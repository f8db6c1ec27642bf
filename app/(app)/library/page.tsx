import type { Metadata } from "next";
import type { LibraryCardItem } from "@/components/library/library-card";
import { LibraryView } from "@/components/library/library-view";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { countLibrary, type LibraryItem, listLibrary } from "@/db/queries/library";
import { getCreatorSummary } from "@/db/queries/profiles";
import { formatDay } from "@/lib/format";
import { localDate } from "@/lib/rules/calendar-day";
import { CARD_PAGE_SIZE, type Page, type SearchParams, shownCount } from "@/lib/rules/paging";
import { requireUser } from "@/lib/session";
import { LIBRARY_TYPES } from "@/lib/validation/library";

export const metadata: Metadata = { title: "Library" };

/** Each card's day is the one it was added on where the creator lives (decision D4), not the server's. */
function withCreatedLabels(page: Page<LibraryItem>, { timeZone, today }: { timeZone: string; today: string }): Page<LibraryCardItem> {
  return { ...page, rows: page.rows.map((item) => ({ ...item, createdLabel: formatDay(localDate(timeZone, item.createdAt), today) })) };
}

export default async function LibraryPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser();
  const params = await searchParams;
  // Trimmed as the search box trims it: only spaces is no search.
  const search = typeof params.q === "string" ? params.q.trim().slice(0, 200) : "";
  const type = LIBRARY_TYPES.find((name) => name === params.type) ?? null;
  const shown = shownCount(params.show, CARD_PAGE_SIZE);
  // Only the open tab's page is read, beside the counts of every tab.
  const loaded = await Promise.all([listLibrary(user.id, { type, search }, shown), countLibrary(user.id, search), getCreatorSummary(user.id)]).catch(
    (error) => {
      console.error("The library failed to load", error);
      return null;
    },
  );
  const cards = loaded && withCreatedLabels(loaded[0], loaded[2] ?? { timeZone: "UTC", today: localDate("UTC") });

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title="Library" subtitle="Your notes and reference videos, searchable in one place." />
      {loaded && cards ? (
        <LibraryView page={cards} counts={loaded[1]} tab={type ?? "all"} search={search} shown={shown} />
      ) : (
        <LoadError message="Error loading library" reason="The library could not be read just now. Try again in a moment." />
      )}
    </div>
  );
}
