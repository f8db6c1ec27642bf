import { format, parseISO } from "date-fns";
import { ExternalLink, Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ContentItem } from "@/db/queries/content";
import { formatCount, formatMoney } from "@/lib/format";
import { shareTarget } from "@/lib/rules/share";
import { MetricsForm } from "./metrics-form";
import { PlatformIcon } from "./platform-icon";
import { StepBadge } from "./step-badge";

/** A Posted card, rendered on the server; only the metrics form is a client component. */
export function PostedContentCard({ item }: { item: ContentItem }) {
  const share = shareTarget(item);

  return (
    <li className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm" data-testid="posted-content">
      <div className="flex items-start gap-3">
        <PlatformIcon platform={item.platform} />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="font-semibold break-words">{item.title}</h2>
          <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
            <StepBadge step="posted" />
            {item.postDate && <span>Posted {format(parseISO(item.postDate), "MMM d, yyyy")}</span>}
            {item.socialPostUrl && (
              <a href={item.socialPostUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
                View post <ExternalLink aria-hidden className="size-3" />
              </a>
            )}
          </div>
        </div>
      </div>

      <dl className="grid grid-cols-3 gap-2 rounded-lg bg-muted/50 p-3 text-center">
        <div>
          <dt className="text-xs text-muted-foreground">Views</dt>
          <dd className="font-semibold tabular-nums">{item.views === null ? "—" : formatCount(item.views)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Revenue</dt>
          <dd className="font-semibold tabular-nums">{item.revenue === null ? "—" : formatMoney(item.revenue)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Retention</dt>
          <dd className="font-semibold tabular-nums">{item.retentionScore === null ? "—" : `${Number(item.retentionScore)}%`}</dd>
        </div>
      </dl>

      <MetricsForm item={{ id: item.id, title: item.title, views: item.views, revenue: item.revenue, retentionScore: item.retentionScore }} />

      <div className="flex flex-wrap items-center gap-2 border-t pt-3 text-sm">
        {"url" in share ? (
          <Button asChild variant="outline" size="sm">
            <a href={share.url} target="_blank" rel="noopener noreferrer">
              <Share2 aria-hidden /> {share.label}
            </a>
          </Button>
        ) : (
          <p className="text-muted-foreground">{share.reason}</p>
        )}
      </div>
    </li>
  );
}
