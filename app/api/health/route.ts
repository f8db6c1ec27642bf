import { sql } from "drizzle-orm";
import { databaseDriver, getDb } from "@/db";

export const dynamic = "force-dynamic";

// Liveness and database reachability, for docker compose, load balancers and the test runner.
// Public on purpose: it reveals no user data.
export async function GET() {
  try {
    await getDb().execute(sql`select 1`);
    return Response.json({ status: "ok", database: databaseDriver() });
  } catch (error) {
    console.error("Health check failed", error);
    return Response.json({ status: "error", error: "Database unreachable" }, { status: 503 });
  }
}
