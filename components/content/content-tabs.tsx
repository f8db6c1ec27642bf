"use client";

import { Clapperboard, Send } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { ShowMore } from "@/components/show-more";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ContentItem } from "@/db/queries/content";
import type { WebhookPanelData } from "@/db/queries/webhooks";
import { type Page, PAGE_SIZE } from "@/lib/rules/paging";
import { ActiveContentCard } from "./active-content-card";
import { CreateContentForm } from "./create-content-form";
import { PostedContentCard } from "./posted-content-card";
import { SocialSettings } from "./social-settings";

const TABS = ["create", "active", "posted", "settings"] as const;

/** One tab's list: a page of items, how many it shows, whether more exist, and the tab's count. */
export type ContentTab = Page<ContentItem> & { shown: number; count: number };
type Tab = (typeof TABS)[number];

function EmptyState({ icon: Icon, text }: { icon: typeof Send; text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <Icon aria-hidden className="size-10 text-muted-foreground" />
      <p className="max-w-sm text-muted-foreground">{text}</p>
    </div>
  );
}

/** The four tabs of the Content Pipeline; the open tab lives in the address (?tab=). */
export function ContentTabs({
  active,
  posted,
  creatorEmail,
  aiConfigured,
  webhook,
}: {
  active: ContentTab;
  posted: ContentTab;
  creatorEmail: string;
  aiConfigured: boolean;
  webhook: WebhookPanelData;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const requested = searchParams.get("tab");
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : active.count > 0 ? "active" : "create";

  function openTab(next: string) {
    router.replace(`${pathname}?tab=${next}`, { scroll: false });
  }

  // Keeps the tab and the other list's length; asks for one more page of this one.
  function moreHref(list: "active" | "posted", shown: number) {
    const params = new URLSearchParams(searchParams);
    params.set("tab", list);
    params.set(list, String(shown + PAGE_SIZE));
    return `${pathname}?${params}`;
  }

  return (
    <Tabs value={tab} onValueChange={openTab}>
      <TabsList aria-label="Content Pipeline">
        <TabsTrigger value="create">Create Content</TabsTrigger>
        <TabsTrigger value="active">Active ({active.count})</TabsTrigger>
        <TabsTrigger value="posted">Posted ({posted.count})</TabsTrigger>
        <TabsTrigger value="settings">Social Settings</TabsTrigger>
      </TabsList>
      <TabsContent value="create">
        <CreateContentForm onCreated={() => openTab("active")} />
      </TabsContent>
      <TabsContent value="active">
        {active.rows.length === 0 ? (
          <EmptyState icon={Clapperboard} text="Nothing in progress. Create a content idea to start the pipeline." />
        ) : (
          <div className="space-y-4">
            <ul className="grid items-start gap-4 xl:grid-cols-2" aria-label="Active content">
              {active.rows.map((item) => (
                <ActiveContentCard key={item.id} item={item} aiConfigured={aiConfigured} />
              ))}
            </ul>
            <ShowMore more={active.more} shown={active.shown} href={moreHref("active", active.shown)} label="Show more active content" />
          </div>
        )}
      </TabsContent>
      <TabsContent value="posted">
        {posted.rows.length === 0 ? (
          <EmptyState icon={Send} text="No posts yet. Complete an item's last step and it lands here, ready for its metrics." />
        ) : (
          <div className="space-y-4">
            <ul className="grid items-start gap-4 xl:grid-cols-2" aria-label="Posted content">
              {posted.rows.map((item) => (
                <PostedContentCard key={item.id} item={item} />
              ))}
            </ul>
            <ShowMore more={posted.more} shown={posted.shown} href={moreHref("posted", posted.shown)} label="Show more posts" />
          </div>
        )}
      </TabsContent>
      <TabsContent value="settings">
        <SocialSettings creatorEmail={creatorEmail} webhook={webhook} />
      </TabsContent>
    </Tabs>
  );
}
