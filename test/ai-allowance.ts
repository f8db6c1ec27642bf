import { sql } from "drizzle-orm";
import { getDb, rowsOf } from "@/db";
import { spendAiCall } from "@/lib/integrations/ai";
import { LIMITS, limitArguments } from "@/lib/rate-limit";

/** How many of the creator's hourly AI requests are counted (rate_limit_hits, every window). */
export async function aiRequestsSpent(userId: string): Promise<number> {
  const { bucket, key } = limitArguments(LIMITS.aiPerUser, userId);
  const [row] = rowsOf<{ hits: number }>(
    await getDb().execute(sql`select coalesce(sum(hits), 0)::integer as hits from rate_limit_hits where bucket = ${bucket} and key = ${key}`),
  );
  return Number(row.hits);
}

/** Spends every AI request the creator has this hour, as that many AI calls would. */
export async function useUpAiAllowance(userId: string): Promise<void> {
  for (let call = 0; call < LIMITS.aiPerUser.max; call++) await spendAiCall(userId);
  if ((await spendAiCall(userId)).ok) throw new Error("The AI allowance should be used up");
}
