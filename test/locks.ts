import { sql } from "drizzle-orm";
import type postgres from "postgres";
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
 * Runs `body` in a transaction on `client` that stops, holding its locks, where the body awaits
 * `pause()`, until `resume()` is called.
 * - `paused` gives the transaction's backend pid once it has stopped. It rejects if the
 *   transaction ends first, so a failure before the pause isn't a silent timeout.
 * - `done` settles when the transaction does.
 */
export function pausedTransaction(
  client: postgres.Sql,
  body: (tx: postgres.TransactionSql, pause: () => Promise<void>) => Promise<void>,
) {
  let resume!: () => void;
  const resumed = new Promise<void>((resolve) => (resume = resolve));
  let reachPause!: (pid: number) => void;
  const reachedPause = new Promise<number>((resolve) => (reachPause = resolve));
  const done = client.begin(async (tx) => {
    const [{ pid }] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`;
    await body(tx, () => {
      reachPause(pid);
      return resumed;
    });
  });
  const paused = Promise.race([
    reachedPause,
    done.then(() => Promise.reject(new Error("The transaction ended before it paused"))),
  ]);
  return { paused, resume, done };
}
