import { TextField } from "@/components/ui/field";
import type { FieldErrors } from "@/lib/action";

type PromoValues = { brandName: string; campaignName: string | null; rate: string | null; contactEmail: string | null };

/**
 * A deal's brand, campaign, rate and contact email: the add form's fields (empty) and the edit
 * dialog's (filled). The limits are the validation's (lib/validation/promos.ts).
 */
export function PromoFields({ idPrefix, promo, errors }: { idPrefix: string; promo?: PromoValues; errors: FieldErrors }) {
  return (
    <>
      <TextField id={`${idPrefix}-brand`} name="brandName" label="Brand name" maxLength={120} defaultValue={promo?.brandName} errors={errors.brandName} />
      <TextField
        id={`${idPrefix}-campaign`}
        name="campaignName"
        label="Campaign (optional)"
        maxLength={200}
        defaultValue={promo?.campaignName ?? ""}
        errors={errors.campaignName}
      />
      <TextField
        id={`${idPrefix}-rate`}
        name="rate"
        label="Rate in $ (optional)"
        inputMode="decimal"
        placeholder="1500.00"
        defaultValue={promo?.rate ?? ""}
        errors={errors.rate}
      />
      <TextField
        id={`${idPrefix}-email`}
        name="contactEmail"
        type="email"
        label="Contact email (optional)"
        defaultValue={promo?.contactEmail ?? ""}
        errors={errors.contactEmail}
      />
    </>
  );
}
