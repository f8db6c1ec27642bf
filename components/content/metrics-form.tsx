"use client";

import { toast } from "@/components/toast";
import { saveContentMetrics, type ShownMetrics } from "@/app/(app)/content/actions";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { useActionForm } from "@/components/use-action-form";
import { type ShownRow, useShownRow } from "@/components/use-shown-row";
import type { ContentItem } from "@/db/queries/content";

type MetricsItem = Pick<ContentItem, "id" | "title" | "views" | "revenue" | "retentionScore">;

/**
 * A posted item's views, revenue and retention score. The metrics it shows are kept from when it
 * mounted (useShownRow): a save of them is refused, not written over, once another tab saved them,
 * and its Refresh starts the fields again from the item as it is now.
 */
export function MetricsForm({ item }: { item: MetricsItem }) {
  const { views, revenue, retentionScore } = item;
  const metrics = useShownRow({ views, revenue, retentionScore });
  return <MetricsFields key={metrics.version} item={item} metrics={metrics} />;
}

function MetricsFields({ item, metrics }: { item: MetricsItem; metrics: ShownRow<ShownMetrics> }) {
  const { errors, pending, onSubmit } = useActionForm((formData) => saveContentMetrics(item.id, metrics.shown, formData), {
    failure: "Failed to update content",
    refresh: metrics.refresh,
    onSuccess: (saved) => {
      metrics.showSaved(saved);
      toast.success("Metrics saved");
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Metrics of "${item.title}"`}>
      <fieldset disabled={pending} className="grid gap-3 sm:grid-cols-3 sm:items-end">
        <TextField id={`${item.id}-views`} name="views" label="Views" inputMode="numeric" defaultValue={item.views ?? ""} errors={errors.views} />
        <TextField id={`${item.id}-revenue`} name="revenue" label="Revenue ($)" inputMode="decimal" defaultValue={item.revenue ?? ""} errors={errors.revenue} />
        <TextField
          id={`${item.id}-retention`}
          name="retentionScore"
          label="Retention (0–100)"
          inputMode="decimal"
          defaultValue={item.retentionScore === null ? "" : Number(item.retentionScore)}
          errors={errors.retentionScore}
        />
        <Button type="submit" variant="secondary" className="sm:col-span-3 sm:w-fit">
          {pending ? "Saving..." : "Save metrics"}
        </Button>
      </fieldset>
    </form>
  );
}
