import type { Metadata } from "next";
import { WebhookPanel } from "@/components/content/webhook-panel";
import { CreatorTodayProvider } from "@/components/creator-today";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { AddSystemForm } from "@/components/systems/add-system-form";
import { SystemList } from "@/components/systems/system-list";
import { getCreatorSummary } from "@/db/queries/profiles";
import { listSystems, type OpsSystem } from "@/db/queries/systems";
import { getWebhookPanel } from "@/db/queries/webhooks";
import { localDate } from "@/lib/rules/calendar-day";
import { requireUser } from "@/lib/session";

export const metadata: Metadata = { title: "Systems & Ops" };

export default async function SystemsPage() {
  const user = await requireUser();
  let systems: OpsSystem[] | null = null;
  try {
    systems = await listSystems(user.id);
  } catch (error) {
    console.error("listSystems failed", error);
  }
  const webhook = await getWebhookPanel(user.id).catch(() => null);
  // The creator's today, for the done dates (the layout has read the summary).
  const today = (await getCreatorSummary(user.id))?.today ?? localDate("UTC");

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title="Systems & Ops" subtitle="Build the machine behind the channel, highest impact first." />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-12">
        <div className="space-y-4 lg:col-span-4">
          <AddSystemForm />
        </div>
        <div className="lg:col-span-8">
          {systems ? (
            <CreatorTodayProvider today={today}>
              <SystemList systems={systems} />
            </CreatorTodayProvider>
          ) : (
            <LoadError message="Failed to load systems" />
          )}
        </div>
      </div>
      {webhook && <WebhookPanel userId={webhook.userId} token={webhook.token} deliveries={webhook.deliveries} />}
    </div>
  );
}
