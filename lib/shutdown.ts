import "server-only";
import { closeDb } from "@/db";

const SIGNALS = ["SIGTERM", "SIGINT"] as const;

/**
 * On SIGTERM (docker stop, a deploy) or SIGINT, Next.js stops accepting connections, lets the
 * open requests finish, then calls process.exit. The database pool has to close after that
 * drain (a request still running needs it) and before the process ends, and Next.js offers no
 * hook in between, so once a signal has arrived, exiting waits for the pool to close first.
 */
export function closeDatabaseOnShutdown() {
  // With NEXT_MANUAL_SIG_HANDLE the operator handles signals; leave them alone.
  if (process.env.NEXT_MANUAL_SIG_HANDLE) return;
  let shuttingDown = false;
  for (const signal of SIGNALS) process.once(signal, () => (shuttingDown = true));
  const exit = process.exit.bind(process);
  process.exit = ((code?: number) => {
    if (!shuttingDown) return exit(code);
    closeDb()
      .then(() => console.log("Database connections closed"))
      .catch((error: unknown) => console.error("Closing the database failed", error))
      .finally(() => exit(code));
  }) as typeof process.exit;
}
