import type { Metadata } from "next";
import { LibraryView } from "@/components/library/library-view";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { countLibrary, listLibrary } from "@/db/queries/library";
import { CARD_PAGE_SIZE, type SearchParams, shownCount } from "@/lib/rules/paging";
import { requireUser } from "@/lib/session";
import { LIBRARY_TYPES } from "@/lib/validation/library";

export const metadata: Metadata = { title: "Library" };

export default async function LibraryPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser();
  const params = await searchParams;
  const search = typeof params.q === "string" ? params.q.slice(0, 200) : "";
  const type = LIBRARY_TYPES.find((name) => name === params.type) ?? null;
  const shown = shownCount(params.show, CARD_PAGE_SIZE);
  // Only the open tab's page is read, beside the counts of every tab.
  const loaded = await Promise.all([listLibrary(user.id, { type, search }, shown), countLibrary(user.id, search)]).catch(
    (error) => {
      console.error("The library failed to load", error);
      return null;
    },
  );

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title="Library" subtitle="Your notes and reference videos, searchable in one place." />
      {loaded ? (
        <LibraryView page={loaded[0]} counts={loaded[1]} tab={type ?? "all"} search={search} shown={shown} />
      ) : (
        <LoadError message="Error loading library" reason="The library could not be read just now. Try again in a moment." />
      )}
    </div>
  );
}
