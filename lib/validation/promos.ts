import { z } from "zod";
import { BOARD_ID_REQUIRED, PROMO_STATUSES } from "@/lib/rules/promos";
import { isZeroAmount, optionalMoney } from "./money";
import { optionalText, tooLong } from "./text";

export const promoInput = z.object({
  brandName: z.string().trim().min(1, "Enter the brand name").max(120, tooLong(120, "the brand name")),
  campaignName: optionalText(200, "the campaign name"),
  // Optional; empty and 0 both mean "no rate yet" (the spec stores a rate of 0 as null).
  rate: optionalMoney("The rate").transform((amount) => (amount && isZeroAmount(amount) ? null : amount)),
  contactEmail: z
    .union([z.literal(""), z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address, or leave it empty"))])
    .optional()
    .transform((email) => email || null),
  deliverables: optionalText(1000, "the deliverables"),
});
export type PromoInput = z.infer<typeof promoInput>;

export const promoUpdate = z.discriminatedUnion("field", [
  z.object({ field: z.literal("status"), value: z.enum(PROMO_STATUSES, { error: "Choose negotiating, signed, delivered or paid" }) }),
  z.object({ field: z.literal("contractSigned"), value: z.boolean() }),
  z.object({ field: z.literal("invoiceSent"), value: z.boolean() }),
]);
export type PromoUpdate = z.infer<typeof promoUpdate>;

export const promoId = z.uuid("Unknown deal");

export const boardSyncInput = z.object({
  boardId: z
    .string()
    .trim()
    // A pasted board address (https://team.monday.com/boards/4242/views/1) gives its ID.
    .transform((value) => value.match(/\/boards\/(\d+)/)?.[1] ?? value)
    .pipe(z.string().min(1, BOARD_ID_REQUIRED).regex(/^\d{1,20}$/, "The board ID is the number at the end of the board's address")),
});

export const mondayTokenInput = z.object({
  apiToken: z.string().trim().min(1, "Paste your monday.com API token").max(4000, "That is too long for an API token"),
});
