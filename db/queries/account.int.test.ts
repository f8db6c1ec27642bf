import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, rowsOf } from "@/db";
import { deleteAccount, exportAccountData, ownedTables } from "@/db/queries/account";
import { saveChatExchange } from "@/test/chat";
import { createContent } from "@/db/queries/content";
import { createEntry } from "@/db/queries/finance";
import { saveHealthLog } from "@/db/queries/health";
import { createLibraryItem } from "@/db/queries/library";
import { createPromo } from "@/db/queries/promos";
import { saveAvatar } from "@/db/queries/profile-settings";
import { savePushSubscription } from "@/db/queries/push";
import { createSystem } from "@/db/queries/systems";
import { createTask, setTaskCompleted } from "@/db/queries/tasks";
import { recordDelivery } from "@/db/queries/webhooks";
import { endAllSessions, endSession, getAccount, setPasswordHash } from "@/db/queries/users";
import { endedSessions, passwordResetTokens, pushReminders } from "@/db/schema";
import { financeEntryInput } from "@/lib/validation/finance";
import { healthLogInput } from "@/lib/validation/health";
import { libraryItemInput } from "@/lib/validation/library";
import { promoInput } from "@/lib/validation/promos";
import { opsSystemInput } from "@/lib/validation/systems";
import { taskInput } from "@/lib/validation/tasks";
import { createTestUser } from "@/test/users";

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100ffff03000006000557bfabd40000000049454e44ae426082", "hex");

/** Gives the user at least one row in every table they can own. */
async function fillEveryTable(userId: string) {
  const task = await createTask(userId, taskInput("2026-11-24").parse({ title: "Edit the reel", category: "Business", xpValue: "60" }));
  await setTaskCompleted(userId, task.id, true); // xp_events, user_badges
  await createContent(userId, { title: "Studio tour", platform: "TikTok", contentType: "original", postDate: "2026-11-22" });
  await saveHealthLog(userId, healthLogInput("2026-11-24").parse({ logDate: "2026-11-20", weight: "70.5" }));
  await createEntry(userId, financeEntryInput("2026-11-24").parse({ type: "income", category: "Sponsor", amount: "250", entryDate: "2026-11-20" }));
  await createLibraryItem(userId, libraryItemInput.parse({ type: "note", title: "Hook ideas", content: "Start with the result" }));
  await createPromo(userId, promoInput.parse({ brandName: "Acme" }));
  await createSystem(userId, opsSystemInput.parse({ systemName: "Upload checklist", type: "sop" }));
  await saveAvatar(userId, { contentType: "image/png", bytes: PNG });
  await recordDelivery(userId, { kind: "social_post", status: 200, outcome: "matched", detail: null });
  await savePushSubscription(userId, { endpoint: `https://push.example/${userId}`, keys: { p256dh: "BAAA", auth: "AAAA" } });
  await getDb().insert(pushReminders).values({ userId, reminderDate: "2026-11-22" });
  await getDb().insert(passwordResetTokens).values({ userId, tokenHash: `hash-${userId}`, expiresAt: new Date(Date.now() + 3_600_000) });
  await endSession(userId, `session-${userId}`);
  await saveChatExchange(userId, "What should I post?", "A day in your life.");
}

/** Every table with a user_id column, read from the database itself (not from our schema). */
async function tablesWithUserId(): Promise<string[]> {
  const result = await getDb().execute<{ table_name: string }>(
    sql`select table_name from information_schema.columns where table_schema = current_schema() and column_name = 'user_id' order by table_name`,
  );
  return rowsOf<{ table_name: string }>(result).map((row) => row.table_name);
}

async function rowsOwnedBy(table: string, userId: string): Promise<number> {
  const result = await getDb().execute<{ count: number }>(sql`select count(*)::int as count from ${sql.identifier(table)} where user_id = ${userId}`);
  return rowsOf<{ count: number }>(result)[0].count;
}

describe("your data", () => {
  it("covers every table the database has with a user_id", async () => {
    const owned = ownedTables().map((table) => table.name);
    expect(owned).toEqual(["users", ...(await tablesWithUserId())].sort());
  });

  it("exports every row the creator owns, and nobody else's, without secrets", async () => {
    const user = await createTestUser("Export Creator");
    const other = await createTestUser("Someone Else");
    await fillEveryTable(user.id);
    await fillEveryTable(other.id);

    const data = await exportAccountData(user.id);
    expect(data.format).toBe("creator-quest-export/1");
    for (const table of await tablesWithUserId()) {
      expect(data.tables[table], table).toHaveLength(await rowsOwnedBy(table, user.id));
      expect(data.tables[table].length, `${table} has rows`).toBeGreaterThan(0);
    }
    expect(data.tables.users).toEqual([expect.objectContaining({ id: user.id, email: user.email })]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.id);
    for (const secret of ["passwordHash", "webhookToken", "mondayApiToken", "tokenHash", "$argon2id$"]) expect(text).not.toContain(secret);
    expect(data.tables.profile_avatars[0].bytes).toBe(PNG.toString("base64"));
  });

  it("deleting the account leaves zero rows for that user in every table, and the other user's intact", async () => {
    const user = await createTestUser("Leaving Creator");
    const other = await createTestUser("Staying Creator");
    await fillEveryTable(user.id);
    await fillEveryTable(other.id);

    expect(await deleteAccount(user.id)).toBe(true);
    for (const table of await tablesWithUserId()) {
      expect(await rowsOwnedBy(table, user.id), table).toBe(0);
      expect(await rowsOwnedBy(table, other.id), table).toBeGreaterThan(0);
    }
    expect(await getAccount(user.id, null)).toBeNull();
    expect(await deleteAccount(user.id)).toBe(false);
  });
});

describe("session versions", () => {
  it("sign out everywhere and a new password each end every existing session", async () => {
    const user = await createTestUser();
    expect((await getAccount(user.id, null))?.sessionVersion).toBe(0);
    expect(await endAllSessions(user.id)).toBe(1);
    expect(await setPasswordHash(user.id, "$argon2id$not-a-real-hash")).toBe(2);
    expect((await getAccount(user.id, null))?.sessionVersion).toBe(2);
  });

  it("Sign Out ends one session: its id no longer finds the account, other sessions' ids still do", async () => {
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    await endSession(user.id, "session-a");
    await endSession(user.id, "session-a"); // signed out twice (two tabs): no error
    expect(await getAccount(user.id, "session-a")).toBeNull();
    expect(await getAccount(user.id, "session-b")).toMatchObject({ id: user.id });
    expect(await getAccount(other.id, "session-a")).toMatchObject({ id: other.id });
  });

  it("an ended session is forgotten once its cookie would have expired anyway", async () => {
    const user = await createTestUser();
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await getDb().insert(endedSessions).values({ userId: user.id, sessionId: "old", endedAt: longAgo });
    await endSession(user.id, "new");
    const kept = await getDb().select({ sessionId: endedSessions.sessionId }).from(endedSessions).where(sql`${endedSessions.userId} = ${user.id}`);
    expect(kept).toEqual([{ sessionId: "new" }]);
  });
});
