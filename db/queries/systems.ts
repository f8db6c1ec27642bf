import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { changedOrGone, stillAsShown } from "@/db/queries/as-shown";
import { orgOpsTracker } from "@/db/schema";
import type { OpsStatus } from "@/lib/rules/systems";
import type { ShownFields } from "@/lib/validation/shown";
import type { OpsSystemInput } from "@/lib/validation/systems";
import { todayForUser } from "./profiles";

export type OpsSystem = typeof orgOpsTracker.$inferSelect;

/** The user's system with this id (no row when it isn't theirs). */
const ownSystem = (userId: string, id: string) => and(eq(orgOpsTracker.userId, userId), eq(orgOpsTracker.id, id));

/** The user's systems, highest impact first, newest first within an impact. */
export async function listSystems(userId: string): Promise<OpsSystem[]> {
  return getDb()
    .select()
    .from(orgOpsTracker)
    .where(eq(orgOpsTracker.userId, userId))
    .orderBy(desc(orgOpsTracker.impactScore), desc(orgOpsTracker.createdAt));
}

/** New systems start as planned. */
export async function createSystem(userId: string, input: OpsSystemInput): Promise<OpsSystem> {
  const [system] = await getDb().insert(orgOpsTracker).values({ userId, ...input, status: "planned" }).returning();
  return system;
}

/**
 * Name, type, impact and notes, of the system its dialog showed (stillAsShown). "changed" when
 * they were saved elsewhere since, null when the user has no such system.
 */
export async function updateSystem(userId: string, id: string, input: OpsSystemInput, shown: ShownFields): Promise<OpsSystem | "changed" | null> {
  const [system] = await getDb()
    .update(orgOpsTracker)
    .set(input)
    .where(and(ownSystem(userId, id), stillAsShown(orgOpsTracker, shown)))
    .returning();
  return system ?? changedOrGone(orgOpsTracker, ownSystem(userId, id));
}

/** Done stores today's date (in the creator's zone); any other status clears it. Null when not the user's. */
export async function setSystemStatus(userId: string, id: string, status: OpsStatus): Promise<OpsSystem | null> {
  const [system] = await getDb()
    .update(orgOpsTracker)
    .set({ status, completedDate: status === "done" ? todayForUser(userId) : sql`null` })
    .where(ownSystem(userId, id))
    .returning();
  return system ?? null;
}

/** Deletes a system. Marking one done earns no XP, so nothing else changes. False when the user has no such system. */
export async function deleteSystem(userId: string, id: string): Promise<boolean> {
  const deleted = await getDb()
    .delete(orgOpsTracker)
    .where(ownSystem(userId, id))
    .returning({ id: orgOpsTracker.id });
  return deleted.length > 0;
}
