"use client";

import { ExternalLink, Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { breakableAtCommas } from "@/components/ui/stat-card";
import type { ListedContentItem } from "@/db/queries/content";
import { formatCount, formatMoney } from "@/lib/format";
import type { ShareTarget } from "@/lib/rules/share";
import { ContentDetails } from "./content-details";
import type { ContentDetailsItem } from "./content-details-form";
import { DeleteContentButton } from "./delete-content-button";
import { EditContentDialog } from "./edit-content-dialog";
import { MetricsForm } from "./metrics-form";
import { PlatformIcon } from "./platform-icon";
import { StepBadge } from "./step-badge";
import { UnpostContentButton } from "./unpost-content-button";

/** What a Posted card reads of its item, with its post day written out and its share link worked out (content-lists.tsx). */
export type PostedCardItem = ContentDetailsItem &
  Pick<ListedContentItem, "platform" | "socialPostUrl" | "views" | "revenue" | "retentionScore" | "earnedXp"> & {
    postedLabel: string | null;
    share: ShareTarget;
  };

/**
 * A Posted card: the post, its metrics, its hook, hashtags and sound (editable at any step,
 * decision D1: the share link carries the hashtags), "Share again" and Move back to Active. One
 * client component for the whole card, as the Active card is: its metrics form is a client
 * component anyway, and rendered on the server the rest of the card's markup went out twice (as
 * HTML and again in the RSC payload).
 */
export function PostedContentCard({ item, aiConfigured }: { item: PostedCardItem; aiConfigured: boolean }) {
  const { share } = item;
  return (
    <li className="render-on-sight flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm" data-testid="posted-content">
      <div className="flex items-start gap-3">
        <PlatformIcon platform={item.platform} />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="font-semibold wrap-anywhere">{item.title}</h2>
          <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
            <StepBadge step="posted" />
            {item.postedLabel && <span>Posted {item.postedLabel}</span>}
            {item.socialPostUrl && (
              <a href={item.socialPostUrl} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-1 text-primary underline-offset-4 hover:underline md:min-h-0">
                View post <ExternalLink aria-hidden className="size-3" />
              </a>
            )}
          </div>
        </div>
        <div className="-mt-2 -mr-2 flex shrink-0">
          <EditContentDialog item={item} />
          <DeleteContentButton item={item} />
        </div>
      </div>

      {/* Three equal columns; a figure too long for its third (billions of views, on a phone) wraps
          after a separator instead of running into the next. */}
      <dl className="grid grid-cols-3 gap-2 rounded-lg bg-muted/50 p-3 text-center">
        <div>
          <dt className="text-xs text-muted-foreground">Views</dt>
          <dd className="font-semibold tabular-nums">{item.views === null ? "—" : breakableAtCommas(formatCount(item.views))}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Revenue</dt>
          <dd className="font-semibold tabular-nums">{item.revenue === null ? "—" : breakableAtCommas(formatMoney(item.revenue))}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Retention</dt>
          <dd className="font-semibold tabular-nums">{item.retentionScore === null ? "—" : `${Number(item.retentionScore)}%`}</dd>
        </div>
      </dl>

      <MetricsForm item={item} />

      <ContentDetails item={item} aiConfigured={aiConfigured} />

      <div className="mt-auto flex flex-wrap items-center gap-2 border-t pt-3 text-sm">
        {share.label === null ? (
          <p className="text-muted-foreground">{share.reason}</p>
        ) : (
          <Button asChild variant="outline" size="sm">
            <a href={share.url} target="_blank" rel="noopener noreferrer">
              <Share2 aria-hidden /> {share.label}
            </a>
          </Button>
        )}
        <UnpostContentButton item={item} />
      </div>
    </li>
  );
}
