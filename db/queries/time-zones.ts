import "server-only";
import { sql } from "drizzle-orm";
import { getDb, rowsOf } from "@/db";

// Node's Intl and the database each carry their own copy of the time zone database, and they
// differ: Node 20 still accepts zones long removed from Postgres's (US/Pacific-New,
// Canada/East-Saskatchewan). A creator's zone is used in SQL (their day, their XP, the morning
// reminders of everyone at once), so a zone is only taken when the database knows it too.

let knownZones: Promise<Set<string>> | undefined;

/** Whether Postgres knows this zone name (the list is read once per process: it changes only with an upgrade). */
export async function databaseKnowsTimeZone(zone: string): Promise<boolean> {
  knownZones ??= getDb()
    .execute(sql`select name from pg_timezone_names`)
    .then((result) => new Set(rowsOf<{ name: string }>(result).map((row) => row.name)))
    .catch((error) => {
      knownZones = undefined;
      throw error;
    });
  return (await knownZones).has(zone);
}
