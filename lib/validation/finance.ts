import { z } from "zod";
import { FINANCE_ENTRY_DATE_LIMITS } from "@/lib/rules/date-limits";
import { dateWithin } from "./dates";
import { isZeroAmount, moneyAmount } from "./money";
import { optionalText, tooLong } from "./text";

export const FINANCE_TYPES = ["income", "expense"] as const;
export type FinanceType = (typeof FINANCE_TYPES)[number];

/** An entry as the add form sends it; its date is checked against the creator's `today`. */
/** An entry, its date within the limits counted from `today`, apart from the one an edited entry already has. */
export const financeEntryInput = (today: string, savedEntryDate: string | null = null) =>
  z.object({
    type: z.enum(FINANCE_TYPES, { error: "Choose income or expense" }),
    category: z.string().trim().min(1, "Enter a category").max(60, tooLong(60, "the category")),
    amount: moneyAmount("The amount").refine((amount) => !isZeroAmount(amount), "The amount must be more than 0"),
    description: optionalText(200, "the description"),
    entryDate: dateWithin(FINANCE_ENTRY_DATE_LIMITS, today, savedEntryDate),
  });
export type FinanceEntryInput = z.infer<ReturnType<typeof financeEntryInput>>;

export const financeEntryId = z.uuid("Unknown entry");
