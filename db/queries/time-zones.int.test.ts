import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { profiles } from "@/db/schema";
import { createTestUser } from "@/test/users";
import { databaseKnowsTimeZone } from "./time-zones";

describe("time zones the database knows", () => {
  it("knows the zones of the tz database and its old aliases, and not those it dropped", async () => {
    for (const zone of ["UTC", "Asia/Kolkata", "Asia/Calcutta", "America/New_York", "Pacific/Kiritimati"]) {
      expect(await databaseKnowsTimeZone(zone), zone).toBe(true);
    }
    for (const zone of ["US/Pacific-New", "Canada/East-Saskatchewan", "Mars/Olympus_Mons", ""]) {
      expect(await databaseKnowsTimeZone(zone), zone).toBe(false);
    }
  });

  it("migration 0021 turns zones saved before this check into UTC and leaves known ones alone", async () => {
    const [stale, fine] = await Promise.all([createTestUser("Stale", "UTC"), createTestUser("Fine", "Asia/Kolkata")]);
    await getDb().update(profiles).set({ timeZone: "US/Pacific-New" }).where(eq(profiles.userId, stale.id));
    const migration = readFileSync(path.join(import.meta.dirname, "../migrations/0021_unknown_time_zones_to_utc.sql"), "utf8");
    await getDb().execute(sql.raw(migration));
    const zoneOf = async (userId: string) => (await getDb().select({ timeZone: profiles.timeZone }).from(profiles).where(eq(profiles.userId, userId)))[0].timeZone;
    expect(await zoneOf(stale.id)).toBe("UTC");
    expect(await zoneOf(fine.id)).toBe("Asia/Kolkata");
  });
});
