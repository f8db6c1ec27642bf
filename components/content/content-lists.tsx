import { Clapperboard, Plus, Send } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { IntentLink } from "@/components/shell/intent-link";
import { ShowMore } from "@/components/show-more";
import { Button } from "@/components/ui/button";
import type { ListedContentItem } from "@/db/queries/content";
import { formatDay } from "@/lib/format";
import { isOverdue, localDate, localTime } from "@/lib/rules/calendar-day";
import type { Page } from "@/lib/rules/paging";
import { shareTarget } from "@/lib/rules/share";
import { type ActiveCardItem, ActiveContentCard } from "./active-content-card";
import { PostedContentCard } from "./lazy-posted-card";
import type { PostedCardItem } from "./posted-content-card";

/** One tab's list: a page of items, how many it shows, and the address that shows one more page. */
export type ContentList = Page<ListedContentItem> & { shown: number; moreHref: string };

/** Where the creator lives: their today and time zone (decision D4), for the dates written on cards. */
type CreatorClock = { today: string; timeZone: string };

/** "Nov 25, 10:02" in the creator's time zone: when the automation took the item. */
function formatSentAt(at: Date, { today, timeZone }: CreatorClock): string {
  return `${formatDay(localDate(timeZone, at), today)}, ${localTime(timeZone, at)}`;
}

/**
 * The fields an Active card reads, with its planned day (with its year when not this year's; overdue
 * once passed) and
 * when Trigger post last sent it written out here.
 */
function activeCardItem(item: ListedContentItem, clock: CreatorClock): ActiveCardItem {
  const { id, title, platform, workflowStep, contentType, hook, hashtags, soundUsed, postDate, postTriggeredAt, earnedXp } = item;
  const plannedLabel = postDate ? formatDay(postDate, clock.today) : null;
  const overdue = isOverdue(postDate, clock.today, false);
  const sentLabel = postTriggeredAt ? formatSentAt(postTriggeredAt, clock) : null;
  return { id, title, platform, workflowStep, contentType, hook, hashtags, soundUsed, postDate, earnedXp, plannedLabel, overdue, sentLabel };
}

/** The fields a Posted card reads, with its post day and share link worked out here. */
function postedCardItem(item: ListedContentItem, today: string): PostedCardItem {
  const { id, title, platform, workflowStep, hook, hashtags, soundUsed, socialPostUrl, views, revenue, retentionScore, postDate, earnedXp } = item;
  const postedLabel = postDate ? formatDay(postDate, today) : null;
  return { id, title, platform, workflowStep, hook, hashtags, soundUsed, postDate, socialPostUrl, views, revenue, retentionScore, earnedXp, postedLabel, share: shareTarget(item) };
}

export function ActiveList({ list, aiConfigured, clock }: { list: ContentList; aiConfigured: boolean; clock: CreatorClock }) {
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
      {/* items-start: each card as tall as its own content (a neighbour's opened details left
          hundreds of pixels of empty card beside them). */}
      <ul className="grid items-start gap-4 xl:grid-cols-2" aria-label="Active content">
        {list.rows.map((item) => (
          <ActiveContentCard key={item.id} item={activeCardItem(item, clock)} aiConfigured={aiConfigured} />
        ))}
      </ul>
      <ShowMore more={list.more} shown={list.shown} href={list.moreHref} label="Show more active content" />
    </div>
  );
}

export function PostedList({ list, aiConfigured, today }: { list: ContentList; aiConfigured: boolean; today: string }) {
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
      <ul className="grid items-start gap-4 xl:grid-cols-2" aria-label="Posted content">
        {list.rows.map((item) => (
          <PostedContentCard key={item.id} item={postedCardItem(item, today)} aiConfigured={aiConfigured} />
        ))}
      </ul>
      <ShowMore more={list.more} shown={list.shown} href={list.moreHref} label="Show more posts" />
    </div>
  );
}
