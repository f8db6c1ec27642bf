// The library's place lives in the address, as the other long lists' does (lib/rules/paging.ts):
// ?type= is the open tab (note or video; none is All), ?q= the search and ?show= how many items
// are shown. So the server reads only the open tab's page, and a reload or the back button keeps
// the place. A new tab or a new search starts again at one page.
import type { LibraryType } from "@/db/queries/library";

export type LibraryTab = LibraryType | "all";

export function libraryHref(tab: LibraryTab, search: string, show?: number): string {
  const params = new URLSearchParams();
  if (tab !== "all") params.set("type", tab);
  if (search) params.set("q", search);
  if (show) params.set("show", String(show));
  return params.size > 0 ? `/library?${params}` : "/library";
}
