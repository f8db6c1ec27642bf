import type { Metadata } from "next";
import { LibraryView } from "@/components/library/library-view";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { type LibraryItem, searchLibrary } from "@/db/queries/library";
import { requireUser } from "@/lib/session";

export const metadata: Metadata = { title: "Library" };

export default async function LibraryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser();
  const { q } = await searchParams;
  const search = typeof q === "string" ? q.slice(0, 200) : "";
  let items: LibraryItem[] | null = null;
  try {
    items = await searchLibrary(user.id, search);
  } catch (error) {
    console.error("searchLibrary failed", error);
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title="Library" subtitle="Your notes and reference videos, searchable in one place." />
      {items ? (
        <LibraryView items={items} search={search} />
      ) : (
        <LoadError message="Error loading library" reason="The library could not be read just now. Try again in a moment." />
      )}
    </div>
  );
}
