import { z } from "zod";
import { isZeroAmount, moneyAmount } from "./money";

export const FINANCE_TYPES = ["income", "expense"] as const;
export type FinanceType = (typeof FINANCE_TYPES)[number];

export const financeEntryInput = z.object({
  type: z.enum(FINANCE_TYPES, { error: "Choose income or expense" }),
  category: z.string().trim().min(1, "Enter a category").max(60, "Keep the category under 60 characters"),
  amount: moneyAmount("The amount").refine((amount) => !isZeroAmount(amount), "The amount must be more than 0"),
  description: z
    .string()
    .max(200, "Keep the description under 200 characters")
    .optional()
    .transform((text) => text?.trim() || null),
  entryDate: z.iso.date("Enter a valid date"),
});
export type FinanceEntryInput = z.infer<typeof financeEntryInput>;

export const financeEntryId = z.uuid("Unknown entry");
