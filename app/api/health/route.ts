import { sql } from "drizzle-orm";
import { databaseDriver, getDb } from "@/db";

export const dynamic = "force-dynamic";

/**
 * How long the check waits for the database. A host that doesn't answer at all (a network
 * partition, a stopped machine) would otherwise hold the check for postgres.js's 30 s connect
 * timeout, and then Docker's HEALTHCHECK (3 s) and a load balancer give up first, without an answer.
 */
const HEALTH_CHECK_TIMEOUT_MS = 2000;

function unreachable(): Response {
  return Response.json({ status: "error", error: "Database unreachable" }, { status: 503 });
}

// Liveness and database reachability, for docker compose, load balancers and the test runner.
// Public on purpose: it reveals no user data.
export async function GET() {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timed out">((resolve) => {
    timer = setTimeout(() => resolve("timed out"), HEALTH_CHECK_TIMEOUT_MS);
  });
  try {
    const answer = await Promise.race([getDb().execute(sql`select 1`), timedOut]);
    if (answer === "timed out") {
      console.error(`Health check failed: the database did not answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`);
      return unreachable();
    }
    return Response.json({ status: "ok", database: databaseDriver() });
  } catch (error) {
    console.error("Health check failed", error);
    return unreachable();
  } finally {
    clearTimeout(timer);
  }
}
