import type { Metadata } from "next";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { AddPromoForm } from "@/components/promos/add-promo-form";
import { BoardSyncCard } from "@/components/promos/board-sync-card";
import { PromoEmailParser } from "@/components/promos/promo-email-parser";
import { PromoList } from "@/components/promos/promo-list";
import { PromoTotalsCards } from "@/components/promos/promo-totals";
import { ShowMore } from "@/components/show-more";
import { getMondaySettings, getPromoTotals, listPromoPage } from "@/db/queries/promos";
import { getAiClient } from "@/lib/integrations/ai";
import { PAGE_SIZE, shownCount } from "@/lib/rules/paging";
import { requireUser } from "@/lib/session";

export const metadata: Metadata = { title: "Promos & Deals" };

export default async function PromosPage({ searchParams }: { searchParams: Promise<{ show?: string | string[] }> }) {
  const user = await requireUser();
  const shown = shownCount((await searchParams).show);
  const loaded = await Promise.all([listPromoPage(user.id, shown), getPromoTotals(user.id), getMondaySettings(user.id)]).catch((error) => {
    console.error("Promos failed to load", error);
    return null;
  });

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title="Promos & Deals" subtitle="Brand partnerships from first pitch to paid invoice." />
      {loaded ? <PromoTotalsCards totals={loaded[1]} /> : null}
      {/* On a phone the deals come right after the add form, before the parser and board sync
          (they were two screens down); from lg the forms stack on the left, and the last row
          (1fr) takes the list's extra height so no gaps open between them. */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-12 lg:grid-rows-[auto_auto_auto_1fr]">
        <div className="lg:col-span-4">
          <AddPromoForm />
        </div>
        <div className="space-y-4 lg:col-span-8 lg:row-span-4">
          {loaded ? (
            <>
              <PromoList promos={loaded[0].rows} />
              <ShowMore more={loaded[0].more} shown={shown} href={`?show=${shown + PAGE_SIZE}`} label="Show more deals" />
            </>
          ) : (
            <LoadError message="Failed to load promos" />
          )}
        </div>
        <div className="lg:col-span-4">
          <PromoEmailParser aiConfigured={getAiClient() !== null} />
        </div>
        <div className="lg:col-span-4">
          <BoardSyncCard hasToken={Boolean(loaded?.[2]?.apiToken)} boardId={loaded?.[2]?.boardId ?? null} />
        </div>
      </div>
    </div>
  );
}
