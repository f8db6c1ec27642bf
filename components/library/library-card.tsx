import { NotebookPen, Pencil, Video } from "lucide-react";
import { deleteLibraryItem } from "@/app/(app)/library/actions";
import { ClampedText } from "@/components/clamped-text";
import { ExternalLink, LinkedText } from "@/components/linked-text";
import { runAndToast } from "@/components/run-and-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import type { LibraryItem } from "@/db/queries/library";
import { youtubeVideo, youtubeWatch } from "@/lib/rules/youtube";
import { VideoPreview } from "./video-preview";

/** An item with the day it was added, written out on the server in the creator's time zone (decision D4). */
export type LibraryCardItem = LibraryItem & { createdLabel: string };

export function LibraryCard({ item, onEdit }: { item: LibraryCardItem; onEdit: () => void }) {
  const video = item.type === "video" && item.content ? youtubeVideo(item.content) : null;
  const Icon = item.type === "video" ? Video : NotebookPen;
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm" data-testid="library-item">
      <div className="flex items-start gap-2">
        <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        {/* Three lines at most, so a pasted 200-character title doesn't stretch its row of cards;
            the whole title is its tooltip, read out in full, and in Edit. */}
        <h2 className="line-clamp-3 flex-1 font-semibold wrap-anywhere" title={item.title}>
          {item.title}
        </h2>
        <div className="-mt-2 -mr-2 flex shrink-0">
          <Button variant="ghost" size="icon" aria-label={`Edit "${item.title}"`} onClick={onEdit}>
            <Pencil aria-hidden />
          </Button>
          <ConfirmDelete
            label={`Delete "${item.title}"`}
            title="Delete this item?"
            description={`“${item.title}” will be removed from your library. This cannot be undone.`}
            confirmLabel="Delete item"
            onConfirm={() =>
              runAndToast(() => deleteLibraryItem(item.id), {
                errorTitle: "Error deleting item",
                failure: "The server could not be reached. Check your connection and try again.",
                success: () => "Item deleted",
              })
            }
          />
        </div>
      </div>
      {video && (
        <>
          <VideoPreview video={video} title={item.title} />
          <p className="text-sm">
            <ExternalLink href={youtubeWatch(video)} label={`Open on YouTube: “${item.title}”`}>
              Open on YouTube
            </ExternalLink>
          </p>
        </>
      )}
      {item.type === "note" && item.content && <ClampedText text={item.content} lines={6} about={`“${item.title}”`} className="text-sm text-muted-foreground" />}
      {item.notes && (
        <p className="text-sm wrap-anywhere whitespace-pre-line">
          <LinkedText text={item.notes} />
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-1.5 text-xs">
        {item.tags.map((tag) => (
          <span key={tag} className="rounded-full bg-secondary px-2 py-0.5 text-secondary-foreground">
            {tag}
          </span>
        ))}
        <span className="ml-auto text-muted-foreground">{item.createdLabel}</span>
      </div>
    </li>
  );
}
