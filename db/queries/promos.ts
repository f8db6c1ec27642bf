import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { promos } from "@/db/schema";
import type { PromoInput, PromoStatus, PromoUpdate } from "@/lib/validation/promos";

export type Promo = typeof promos.$inferSelect;

export async function listPromos(userId: string): Promise<Promo[]> {
  return getDb().select().from(promos).where(eq(promos.userId, userId)).orderBy(desc(promos.createdAt), desc(promos.id));
}

export type PromoTotals = Record<PromoStatus, { value: string; deals: number }>;

/** Deal value by status, summed in SQL as exact decimals. */
export async function getPromoTotals(userId: string): Promise<PromoTotals> {
  const rows = await getDb()
    .select({
      status: promos.status,
      value: sql<string>`coalesce(sum(${promos.rate}), 0)::numeric(14, 2)::text`,
      deals: sql<number>`count(*)`.mapWith(Number),
    })
    .from(promos)
    .where(eq(promos.userId, userId))
    .groupBy(promos.status);
  const totals: PromoTotals = {
    negotiating: { value: "0.00", deals: 0 },
    signed: { value: "0.00", deals: 0 },
    delivered: { value: "0.00", deals: 0 },
    paid: { value: "0.00", deals: 0 },
  };
  for (const row of rows) totals[row.status] = { value: row.value, deals: row.deals };
  return totals;
}

export async function createPromo(userId: string, input: PromoInput): Promise<Promo> {
  const [promo] = await getDb().insert(promos).values({ userId, ...input }).returning();
  return promo;
}

/** One field at a time: the status, or one of the two independent toggles. Null when not the user's. */
export async function updatePromo(userId: string, id: string, update: PromoUpdate): Promise<Promo | null> {
  const [promo] = await getDb()
    .update(promos)
    .set({ [update.field]: update.value })
    .where(and(eq(promos.userId, userId), eq(promos.id, id)))
    .returning();
  return promo ?? null;
}

/** Brand, campaign, rate, contact and deliverables, edited after the fact. Null when not the user's. */
export async function updatePromoDetails(userId: string, id: string, input: PromoInput): Promise<Promo | null> {
  const [promo] = await getDb()
    .update(promos)
    .set(input)
    .where(and(eq(promos.userId, userId), eq(promos.id, id)))
    .returning();
  return promo ?? null;
}
