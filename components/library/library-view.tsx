"use client";

import { format } from "date-fns";
import { BookOpen, NotebookPen, Pencil, Plus, Search, Video } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { toast } from "sonner";
import { deleteLibraryItem } from "@/app/(app)/library/actions";
import { Button } from "@/components/ui/button";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { LibraryItem } from "@/db/queries/library";
import { youtubeVideoId } from "@/lib/rules/youtube";
import { LibraryItemDialog } from "./library-item-dialog";
import { VideoPreview } from "./video-preview";

const SEARCH_DELAY_MS = 250;

function LibraryCard({ item, onEdit }: { item: LibraryItem; onEdit: () => void }) {
  const videoId = item.type === "video" && item.content ? youtubeVideoId(item.content) : null;
  const Icon = item.type === "video" ? Video : NotebookPen;
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm" data-testid="library-item">
      <div className="flex items-start gap-2">
        <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        <h3 className="flex-1 font-semibold break-words">{item.title}</h3>
        <div className="-mt-2 -mr-2 flex shrink-0">
          <Button variant="ghost" size="icon" aria-label={`Edit "${item.title}"`} onClick={onEdit}>
            <Pencil aria-hidden />
          </Button>
          <ConfirmDelete
            label={`Delete "${item.title}"`}
            title="Delete this item?"
            description={`“${item.title}” will be removed from your library. This cannot be undone.`}
            confirmLabel="Delete item"
            onConfirm={async () => {
              try {
                const result = await deleteLibraryItem(item.id);
                if (!result.ok) {
                  toast.error("Error deleting item", { description: result.error });
                  return false;
                }
                toast.success("Item deleted");
                return true;
              } catch {
                toast.error("Error deleting item", { description: "The server could not be reached. Check your connection and try again." });
                return false;
              }
            }}
          />
        </div>
      </div>
      {videoId && <VideoPreview videoId={videoId} title={item.title} />}
      {item.type === "note" && item.content && <p className="line-clamp-6 text-sm whitespace-pre-line text-muted-foreground">{item.content}</p>}
      {item.notes && <p className="text-sm whitespace-pre-line">{item.notes}</p>}
      <div className="mt-auto flex flex-wrap items-center gap-1.5 text-xs">
        {item.tags.map((tag) => (
          <span key={tag} className="rounded-full bg-secondary px-2 py-0.5 text-secondary-foreground">
            {tag}
          </span>
        ))}
        <span className="ml-auto text-muted-foreground">{format(item.createdAt, "MMM d, yyyy")}</span>
      </div>
    </li>
  );
}

export function LibraryView({ items, search }: { items: LibraryItem[]; search: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const [query, setQuery] = useState(search);
  const [searching, startSearch] = useTransition();
  const timer = useRef<number | undefined>(undefined);
  const [dialog, setDialog] = useState<{ item: LibraryItem | null; key: number } | null>(null);

  function onSearch(text: string) {
    setQuery(text);
    window.clearTimeout(timer.current);
    // The search runs on the server; wait for a pause in typing before asking.
    timer.current = window.setTimeout(() => {
      startSearch(() => router.replace(text.trim() ? `${pathname}?q=${encodeURIComponent(text.trim())}` : pathname, { scroll: false }));
    }, SEARCH_DELAY_MS);
  }

  const notes = items.filter((item) => item.type === "note");
  const videos = items.filter((item) => item.type === "video");
  const grid = (list: LibraryItem[]) =>
    list.length === 0 ? (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
        <BookOpen aria-hidden className="size-10 text-muted-foreground" />
        <p className="text-muted-foreground">{search ? `Nothing matches “${search}”.` : "Nothing here yet. Keep your best notes and reference videos in one place."}</p>
        {!search && (
          <Button onClick={() => setDialog({ item: null, key: Date.now() })}>
            <Plus aria-hidden /> Add Item
          </Button>
        )}
      </div>
    ) : (
      <ul className="grid items-start gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Library items">
        {list.map((item) => (
          <LibraryCard key={item.id} item={item} onEdit={() => setDialog({ item, key: Date.now() })} />
        ))}
      </ul>
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-0 flex-1">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            value={query}
            onChange={(event) => onSearch(event.target.value)}
            placeholder="Search titles, tags, notes…"
            aria-label="Search the library"
            aria-busy={searching || undefined}
            className="pl-9"
          />
        </div>
        <Button onClick={() => setDialog({ item: null, key: Date.now() })}>
          <Plus aria-hidden /> Add Item
        </Button>
      </div>
      <Tabs defaultValue="all">
        <TabsList aria-label="Library type">
          <TabsTrigger value="all">All ({items.length})</TabsTrigger>
          <TabsTrigger value="notes">Notes ({notes.length})</TabsTrigger>
          <TabsTrigger value="videos">Videos ({videos.length})</TabsTrigger>
        </TabsList>
        <TabsContent value="all">{grid(items)}</TabsContent>
        <TabsContent value="notes">{grid(notes)}</TabsContent>
        <TabsContent value="videos">{grid(videos)}</TabsContent>
      </Tabs>
      {dialog && (
        <LibraryItemDialog key={dialog.key} item={dialog.item} open onOpenChange={(open) => !open && setDialog(null)} />
      )}
    </div>
  );
}
