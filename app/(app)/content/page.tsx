import type { Metadata } from "next";
import { Suspense } from "react";
import { ContentTabs } from "@/components/content/content-tabs";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { countContent, listActiveContent, listPostedContent } from "@/db/queries/content";
import { getProfileSettings } from "@/db/queries/profile-settings";
import { getWebhookPanel } from "@/db/queries/webhooks";
import { getAiClient } from "@/lib/integrations/ai";
import { shownCount } from "@/lib/rules/paging";
import { requireUser } from "@/lib/session";

export const metadata: Metadata = { title: "Content Pipeline" };

async function loadContent(userId: string, params: Record<string, string | string[] | undefined>) {
  const shown = { active: shownCount(params.active), posted: shownCount(params.posted) };
  try {
    const [active, posted, counts] = await Promise.all([listActiveContent(userId, shown.active), listPostedContent(userId, shown.posted), countContent(userId)]);
    return { active: { ...active, shown: shown.active, count: counts.active }, posted: { ...posted, shown: shown.posted, count: counts.posted } };
  } catch (error) {
    console.error("Content failed to load", error);
    return null;
  }
}

export default async function ContentPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser();
  const [content, profile, webhook] = await Promise.all([loadContent(user.id, await searchParams), getProfileSettings(user.id), getWebhookPanel(user.id)]);
  const header = <PageHeader title="Content Pipeline" subtitle="Move every piece from idea to posted, one step and its XP at a time." />;
  if (!content || !webhook) {
    return (
      <div className="mx-auto max-w-6xl space-y-6">
        {header}
        <LoadError message="Failed to load content" />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      {header}
      <Suspense>
        <ContentTabs
          active={content.active}
          posted={content.posted}
          creatorEmail={profile?.creatorEmail ?? profile?.accountEmail ?? ""}
          aiConfigured={getAiClient() !== null}
          webhook={webhook}
        />
      </Suspense>
    </div>
  );
}
