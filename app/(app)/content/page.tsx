import type { Metadata } from "next";
import { Suspense } from "react";
import { ContentTabs } from "@/components/content/content-tabs";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { type ContentItem, listContent } from "@/db/queries/content";
import { getProfileSettings } from "@/db/queries/profile-settings";
import { getWebhookPanel } from "@/db/queries/webhooks";
import { getAiClient } from "@/lib/integrations/ai";
import { requireUser } from "@/lib/session";

export const metadata: Metadata = { title: "Content Pipeline" };

async function loadContent(userId: string): Promise<ContentItem[] | null> {
  try {
    return await listContent(userId);
  } catch (error) {
    console.error("listContent failed", error);
    return null;
  }
}

export default async function ContentPage() {
  const user = await requireUser();
  const [items, profile, webhook] = await Promise.all([loadContent(user.id), getProfileSettings(user.id), getWebhookPanel(user.id)]);
  const header = <PageHeader title="Content Pipeline" subtitle="Move every piece from idea to posted, one step and its XP at a time." />;
  if (!items || !webhook) {
    return (
      <div className="mx-auto max-w-6xl space-y-6">
        {header}
        <LoadError message="Failed to load content" />
      </div>
    );
  }

  const active = items.filter((item) => item.workflowStep !== "posted");
  // Posted items read best by when they went out, latest first.
  const posted = items
    .filter((item) => item.workflowStep === "posted")
    .sort((a, b) => (b.postDate ?? "").localeCompare(a.postDate ?? "") || b.createdAt.getTime() - a.createdAt.getTime());

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      {header}
      <Suspense>
        <ContentTabs
          active={active}
          posted={posted}
          creatorEmail={profile?.creatorEmail ?? profile?.accountEmail ?? ""}
          aiConfigured={getAiClient() !== null}
          webhook={webhook}
        />
      </Suspense>
    </div>
  );
}
