// The deals' statuses and the board ID's message, apart from the zod schemas
// (lib/validation/promos.ts) so that client components can use them without shipping zod.
export const PROMO_STATUSES = ["negotiating", "signed", "delivered", "paid"] as const;
export type PromoStatus = (typeof PROMO_STATUSES)[number];

/** Each status as the page and a monday.com board's status column write it. */
export const PROMO_STATUS_LABEL: Record<PromoStatus, string> = { negotiating: "Negotiating", signed: "Signed", delivered: "Delivered", paid: "Paid" };

export const BOARD_ID_REQUIRED = "Please enter your monday.com board ID";
