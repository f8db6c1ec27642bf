import type { Metadata } from "next";
import { ContentTabs } from "@/components/content/content-tabs";
import { readContentTab } from "@/components/content/content-tab";
import { ActiveList, type ContentList, PostedList } from "@/components/content/content-lists";
import { CreateContentForm } from "@/components/content/create-content-form";
import { SocialSettings } from "@/components/content/lazy-social-settings";
import { CreatorTodayProvider } from "@/components/creator-today";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { type ListedContentItem, listActiveContent, listPostedContent } from "@/db/queries/content";
import { getProfileSettings } from "@/db/queries/profile-settings";
import { type ContentCounts, getCreatorSummary } from "@/db/queries/profiles";
import { getWebhookPanel } from "@/db/queries/webhooks";
import { getAiClient } from "@/lib/integrations/ai";
import { localDate, readDay } from "@/lib/rules/calendar-day";
import { CARD_PAGE_SIZE, type Page, type SearchParams, shownCount, withParams } from "@/lib/rules/paging";
import { requireUser } from "@/lib/session";

export const metadata: Metadata = { title: "Content Pipeline" };

// A list with the address of its "Show more" link, which keeps the other list's length.
function listOf(page: Page<ListedContentItem>, params: SearchParams, name: "active" | "posted", shown: number): ContentList {
  return { ...page, shown, moreHref: withParams("/content", params, { tab: name, [name]: String(shown + CARD_PAGE_SIZE) }) };
}

/** The open tab's panel; each tab reads only its own rows. The tab counts come with the creator's summary. */
async function loadContent(userId: string, params: SearchParams, counts: ContentCounts, today: string, timeZone: string) {
  const shown = { active: shownCount(params.active, CARD_PAGE_SIZE), posted: shownCount(params.posted, CARD_PAGE_SIZE) };
  // Without ?tab= the Active tab opens when it has items, else Create Content.
  const tab = readContentTab(params.tab, counts.active);
  const [active, posted, settings] = await Promise.all([
    tab === "active" ? listActiveContent(userId, shown.active) : null,
    tab === "posted" ? listPostedContent(userId, shown.posted) : null,
    tab === "settings" ? Promise.all([getProfileSettings(userId), getWebhookPanel(userId)]) : null,
  ]);
  if (tab === "active" && active) {
    const list = listOf(active, params, "active", shown.active);
    return { tab, counts, panel: <ActiveList list={list} aiConfigured={getAiClient() !== null} clock={{ today, timeZone }} /> };
  }
  if (tab === "posted" && posted) {
    return { tab, counts, panel: <PostedList list={listOf(posted, params, "posted", shown.posted)} aiConfigured={getAiClient() !== null} today={today} /> };
  }
  if (tab === "settings" && settings) {
    const [profile, webhook] = settings;
    if (!webhook) return null;
    return { tab, counts, panel: <SocialSettings creatorEmail={profile?.creatorEmail ?? ""} webhook={webhook} /> };
  }
  return { tab: "create" as const, counts, panel: <CreateContentForm plannedDate={readDay(params.date, null)} /> };
}

export default async function ContentPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser();
  // The creator's today and time zone, for the cards' dates and times and the date inputs' limits (the layout has read the summary).
  const summary = await getCreatorSummary(user.id);
  const today = summary?.today ?? localDate("UTC");
  const counts = summary?.contentCounts ?? { active: 0, posted: 0 };
  const content = await loadContent(user.id, await searchParams, counts, today, summary?.timeZone ?? "UTC").catch((error) => {
    console.error("Content failed to load", error);
    return null;
  });
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title="Content Pipeline" subtitle="Move every piece from idea to posted, one step and its XP at a time." />
      {content ? (
        <ContentTabs tab={content.tab} counts={content.counts}>
          <CreatorTodayProvider today={today}>{content.panel}</CreatorTodayProvider>
        </ContentTabs>
      ) : (
        <LoadError message="Failed to load content" />
      )}
    </div>
  );
}
