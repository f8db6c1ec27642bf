"use client";

import { toast } from "sonner";
import { saveContentMetrics } from "@/app/(app)/content/actions";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { useActionForm } from "@/components/use-action-form";
import type { ContentItem } from "@/db/queries/content";

/** A posted item's views, revenue and retention score. */
export function MetricsForm({ item }: { item: Pick<ContentItem, "id" | "title" | "views" | "revenue" | "retentionScore"> }) {
  const { errors, pending, onSubmit } = useActionForm((formData) => saveContentMetrics(item.id, formData), {
    failure: "Failed to update content",
    onSuccess: () => toast.success("Metrics saved"),
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
