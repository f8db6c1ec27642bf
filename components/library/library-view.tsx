"use client";

import { BookOpen, Plus, Search } from "lucide-react";
import { useRouter } from "next/navigation";
import { useOptimistic, useRef, useState, useTransition } from "react";
import { EmptyState } from "@/components/empty-state";
import { ShowMore } from "@/components/show-more";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { LibraryCounts, LibraryItem, LibraryType } from "@/db/queries/library";
import { formatCount } from "@/lib/format";
import { CARD_PAGE_SIZE, type Page } from "@/lib/rules/paging";
import { matchCountLabel, SEARCHED_MATCHES } from "@/lib/rules/search-query";
import { libraryHref, type LibraryTab } from "./library-address";
import { LibraryCard, type LibraryCardItem } from "./library-card";
import { LibraryItemDialog } from "./library-item-dialog";

const SEARCH_DELAY_MS = 250;

const TABS: { tab: LibraryTab; label: string }[] = [
  { tab: "all", label: "All" },
  { tab: "note", label: "Notes" },
  { tab: "video", label: "Videos" },
];

/**
 * The search box, the tabs with their true counts, and the open tab's page of items. Only that
 * page is rendered, on the server; a search or another tab changes the address (library-address.ts).
 */
export function LibraryView({
  page,
  counts,
  tab,
  search,
  shown,
}: {
  page: Page<LibraryCardItem>;
  counts: LibraryCounts;
  tab: LibraryTab;
  search: string;
  shown: number;
}) {
  const router = useRouter();
  const [query, setQuery] = useState(search);
  const [navigating, startNavigation] = useTransition();
  // The chosen tab shows as open at once; its items follow when the server has read them.
  const [openTab, setOpenTab] = useOptimistic(tab);
  const timer = useRef<number | undefined>(undefined);
  const [dialog, setDialog] = useState<{ item: LibraryItem | null; key: number } | null>(null);
  const addItem = () => setDialog({ item: null, key: Date.now() });
  const clearSearch = () => {
    onSearch("");
    searchBox.current?.focus();
  };
  const searchBox = useRef<HTMLInputElement>(null);

  function onSearch(text: string) {
    setQuery(text);
    window.clearTimeout(timer.current);
    // The search runs on the server; wait for a pause in typing before asking.
    timer.current = window.setTimeout(() => {
      startNavigation(() => router.replace(libraryHref(tab, text.trim()), { scroll: false }));
    }, SEARCH_DELAY_MS);
  }

  /**
   * A new item the open view might not list (under a search, on the other type's tab) is shown
   * anyway: the search is cleared and its type's tab opened, where it comes first.
   */
  function onAdded(type: LibraryType) {
    if (!search && (tab === "all" || tab === type)) return;
    window.clearTimeout(timer.current);
    setQuery("");
    const shownIn = tab === "all" ? "all" : type;
    startNavigation(() => {
      setOpenTab(shownIn);
      router.replace(libraryHref(shownIn, ""), { scroll: false });
    });
  }

  function onTab(next: string) {
    const chosen = TABS.find((entry) => entry.tab === next)?.tab ?? "all";
    // A search still waiting for its pause goes with the new tab instead of after it.
    window.clearTimeout(timer.current);
    startNavigation(() => {
      setOpenTab(chosen);
      router.replace(libraryHref(chosen, query.trim()), { scroll: false });
    });
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        {/* A row of its own on a phone, where beside Add Item its placeholder was cut off. */}
        <div className="relative min-w-0 basis-full sm:basis-0 sm:flex-1">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            ref={searchBox}
            type="search"
            value={query}
            onChange={(event) => onSearch(event.target.value)}
            placeholder="Search titles, tags, notes…"
            aria-label="Search the library"
            aria-busy={navigating || undefined}
            className="pl-9"
          />
        </div>
        <Button onClick={addItem} className="w-full sm:w-auto">
          <Plus aria-hidden /> Add Item
        </Button>
      </div>
      <Tabs value={openTab} onValueChange={onTab}>
        <TabsList aria-label="Library type">
          {TABS.map((entry) => (
            <TabsTrigger key={entry.tab} value={entry.tab}>
              {entry.label} ({search ? matchCountLabel(counts[entry.tab]) : formatCount(counts[entry.tab])})
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={openTab} aria-busy={navigating || undefined} className={navigating ? "opacity-60 transition-opacity" : undefined}>
          {page.rows.length === 0 ? (
            <EmptyState icon={BookOpen} text={search ? `Nothing matches “${search}”.` : "Nothing here yet. Keep your best notes and reference videos in one place."}>
              {search ? (
                <Button variant="outline" onClick={clearSearch}>
                  Clear search
                </Button>
              ) : (
                <Button onClick={addItem}>
                  <Plus aria-hidden /> Add Item
                </Button>
              )}
            </EmptyState>
          ) : (
            <div className="space-y-4">
              <ul className="grid items-start gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Library items">
                {page.rows.map((item) => (
                  <LibraryCard key={item.id} item={item} onEdit={() => setDialog({ item, key: Date.now() })} />
                ))}
              </ul>
              <ShowMore more={page.more} shown={shown} href={libraryHref(tab, search, shown + CARD_PAGE_SIZE)} label="Show more items" />
              {search && !page.more && counts[tab] > SEARCHED_MATCHES && (
                <p className="text-center text-sm text-muted-foreground">
                  These are the best of your {formatCount(SEARCHED_MATCHES)} newest matches. Add another word to find older ones.
                </p>
              )}
            </div>
          )}
        </TabsContent>
      </Tabs>
      {dialog && (
        <LibraryItemDialog
          key={dialog.key}
          item={dialog.item}
          newItemType={openTab === "video" ? "video" : "note"}
          open
          onOpenChange={(open) => !open && setDialog(null)}
          onAdded={onAdded}
        />
      )}
    </div>
  );
}
