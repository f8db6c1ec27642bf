"use client";

import { Clapperboard, Send } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ContentItem } from "@/db/queries/content";
import type { WebhookPanelData } from "@/db/queries/webhooks";
import { ActiveContentCard } from "./active-content-card";
import { CreateContentForm } from "./create-content-form";
import { PostedContentCard } from "./posted-content-card";
import { SocialSettings } from "./social-settings";

const TABS = ["create", "active", "posted", "settings"] as const;
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
  active: ContentItem[];
  posted: ContentItem[];
  creatorEmail: string;
  aiConfigured: boolean;
  webhook: WebhookPanelData;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const requested = searchParams.get("tab");
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : active.length > 0 ? "active" : "create";

  function openTab(next: string) {
    router.replace(`${pathname}?tab=${next}`, { scroll: false });
  }

  return (
    <Tabs value={tab} onValueChange={openTab}>
      <TabsList aria-label="Content Pipeline">
        <TabsTrigger value="create">Create Content</TabsTrigger>
        <TabsTrigger value="active">Active ({active.length})</TabsTrigger>
        <TabsTrigger value="posted">Posted ({posted.length})</TabsTrigger>
        <TabsTrigger value="settings">Social Settings</TabsTrigger>
      </TabsList>
      <TabsContent value="create">
        <CreateContentForm onCreated={() => openTab("active")} />
      </TabsContent>
      <TabsContent value="active">
        {active.length === 0 ? (
          <EmptyState icon={Clapperboard} text="Nothing in progress. Create a content idea to start the pipeline." />
        ) : (
          <ul className="grid items-start gap-4 xl:grid-cols-2" aria-label="Active content">
            {active.map((item) => (
              <ActiveContentCard key={item.id} item={item} aiConfigured={aiConfigured} />
            ))}
          </ul>
        )}
      </TabsContent>
      <TabsContent value="posted">
        {posted.length === 0 ? (
          <EmptyState icon={Send} text="No posts yet. Complete an item's last step and it lands here, ready for its metrics." />
        ) : (
          <ul className="grid items-start gap-4 xl:grid-cols-2" aria-label="Posted content">
            {posted.map((item) => (
              <PostedContentCard key={item.id} item={item} />
            ))}
          </ul>
        )}
      </TabsContent>
      <TabsContent value="settings">
        <SocialSettings creatorEmail={creatorEmail} webhook={webhook} />
      </TabsContent>
    </Tabs>
  );
}
