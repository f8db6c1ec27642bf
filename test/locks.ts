import { sql } from "drizzle-orm";
import { getDb, rowsOf } from "@/db";

/**
 * The backend that `blocker` is holding up, once there is one. Found by pid, not by its SQL:
 * other test files run the same statements in this database at the same time.
 */
export async function backendBlockedBy(blocker: number): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const [waiting] = rowsOf<{ pid: number }>(
      await getDb().execute(sql`select pid from pg_stat_activity where ${blocker}::integer = any(pg_blocking_pids(pid))`),
    );
    if (waiting) return waiting.pid;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Nothing ever waited for backend ${blocker}`);
}

/**
 * Waits for a transaction on another connection to reach its pause (`paused` resolves), or
 * rethrows its error if it ends first, so a failure before the pause isn't a silent timeout.
 */
export function untilPaused<T>(paused: Promise<T>, transaction: Promise<unknown>): Promise<T> {
  return Promise.race([paused, transaction.then(() => Promise.reject(new Error("The transaction ended before it paused")))]);
}
