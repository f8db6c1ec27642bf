import { Clapperboard, Plus, Send } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { IntentLink } from "@/components/shell/intent-link";
import { ShowMore } from "@/components/show-more";
import { Button } from "@/components/ui/button";
import type { ContentItem } from "@/db/queries/content";
import { formatDay } from "@/lib/format";
import type { Page } from "@/lib/rules/paging";
import { shareTarget } from "@/lib/rules/share";
import { type ActiveCardItem, ActiveContentCard } from "./active-content-card";
import { type PostedCardItem, PostedContentCard } from "./posted-content-card";

/** One tab's list: a page of items, how many it shows, and the address that shows one more page. */
export type ContentList = Page<ContentItem> & { shown: number; moreHref: string };

/** The fields an Active card reads, with its planned day written out here (with its year when not this year's, `today` being the creator's). */
function activeCardItem(item: ContentItem, today: string): ActiveCardItem {
  const { id, title, platform, workflowStep, contentType, hook, hashtags, soundUsed, postDate } = item;
  return { id, title, platform, workflowStep, contentType, hook, hashtags, soundUsed, postDate, plannedLabel: postDate ? formatDay(postDate, today) : null };
}

/** The fields a Posted card reads, with its post day and share link worked out here. */
function postedCardItem(item: ContentItem, today: string): PostedCardItem {
  const { id, title, platform, socialPostUrl, views, revenue, retentionScore, postDate } = item;
  return { id, title, platform, socialPostUrl, views, revenue, retentionScore, postedLabel: postDate ? formatDay(postDate, today) : null, share: shareTarget(item) };
}

export function ActiveList({ list, aiConfigured, today }: { list: ContentList; aiConfigured: boolean; today: string }) {
  if (list.rows.length === 0) {
    return (
      <EmptyState icon={Clapperboard} text="Nothing in progress. Create a content idea to start the pipeline.">
        <Button asChild>
          <IntentLink href="/content?tab=create">
            <Plus aria-hidden /> Create a content idea
          </IntentLink>
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="grid gap-4 xl:grid-cols-2" aria-label="Active content">
        {list.rows.map((item) => (
          <ActiveContentCard key={item.id} item={activeCardItem(item, today)} aiConfigured={aiConfigured} />
        ))}
      </ul>
      <ShowMore more={list.more} shown={list.shown} href={list.moreHref} label="Show more active content" />
    </div>
  );
}

export function PostedList({ list, today }: { list: ContentList; today: string }) {
  if (list.rows.length === 0) {
    return (
      <EmptyState icon={Send} text="No posts yet. Complete an item's last step and it lands here, ready for its metrics.">
        <Button asChild>
          <IntentLink href="/content?tab=active">
            <Clapperboard aria-hidden /> See what&apos;s in progress
          </IntentLink>
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="grid gap-4 xl:grid-cols-2" aria-label="Posted content">
        {list.rows.map((item) => (
          <PostedContentCard key={item.id} item={postedCardItem(item, today)} />
        ))}
      </ul>
      <ShowMore more={list.more} shown={list.shown} href={list.moreHref} label="Show more posts" />
    </div>
  );
}
