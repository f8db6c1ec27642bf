"use client";

import { useRouter } from "next/navigation";
import { confirmLeaving } from "@/components/leave-guard";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ContentCounts } from "@/db/queries/profiles";
import type { ContentTabName } from "./content-tab";

/**
 * The four tabs of the Content Pipeline. Only the open tab's panel (`children`) is rendered, on
 * the server; choosing another tab changes the address, and the server renders that one, so a
 * card's unsaved typing would go: the creator is asked first. The arrow keys move between tabs
 * and Enter or Space opens one (manual activation, as WAI-ARIA advises when a panel is fetched),
 * so passing over a tab neither loads it nor asks.
 */
export function ContentTabs({ tab, counts, children }: { tab: ContentTabName; counts: ContentCounts; children: React.ReactNode }) {
  const router = useRouter();
  return (
    <Tabs value={tab} activationMode="manual" onValueChange={(next) => confirmLeaving() && router.replace(`/content?tab=${next}`, { scroll: false })}>
      <TabsList aria-label="Content Pipeline" className="grid grid-cols-2 sm:inline-flex">
        <TabsTrigger value="create">Create Content</TabsTrigger>
        <TabsTrigger value="active">Active ({counts.active})</TabsTrigger>
        <TabsTrigger value="posted">Posted ({counts.posted})</TabsTrigger>
        <TabsTrigger value="settings">Social Settings</TabsTrigger>
      </TabsList>
      <TabsContent value={tab}>{children}</TabsContent>
    </Tabs>
  );
}
