import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, describe, expect, it, vi } from "vitest";
import { getDb, rowsOf } from "@/db";
import { DELETE_RETRY_WARNING, deleteAccount } from "@/db/queries/account";
import { createTask } from "@/db/queries/tasks";
import { backendBlockedBy, pausedTransaction } from "@/test/locks";
import { createTestUser } from "@/test/users";

// Locks need several connections at once, which only a Postgres server has (PGlite is one).
const serverUrl = process.env.DATABASE_URL;
const otherTab = serverUrl ? postgres(serverUrl, { max: 1, onnotice: () => {} }) : null;

afterAll(async () => {
  vi.restoreAllMocks();
  await otherTab?.end({ timeout: 1 });
});

describe.runIf(serverUrl)("a task completed while the creator deletes their account", () => {
  it("deletes the account anyway: the deletion Postgres aborts for the deadlock runs again", { timeout: 60_000 }, async () => {
    const creator = await createTestUser("Leaving");
    const task = await createTask(creator.id, { title: "Last upload", category: "Business", xpValue: 30, dueDate: null });

    // Another tab completes the task with setTaskCompleted's statements, paused between them:
    // the task row is locked, its XP (which locks the profile and users) not yet written.
    const completion = pausedTransaction(otherTab!, async (tx, pause) => {
      await tx`update tasks set status = 'completed', completed_at = now() where id = ${task.id} and user_id = ${creator.id} and status = 'pending'`;
      await pause();
      await tx`select award_xp(${creator.id}::uuid, ${`task:${task.id}`}, 'task', 30, 'Last upload', 'Business')`;
    });

    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let deletion: ReturnType<typeof deleteAccount> | undefined;
    try {
      const completionBackend = await completion.paused;
      deletion = deleteAccount(creator.id);
      await backendBlockedBy(completionBackend);
    } finally {
      // Resumed, the completion waits for the deletion, which waits for it. The deletion, waiting
      // first, is the first to look for a deadlock (after Postgres's deadlock_timeout, 1 s by
      // default): it finds this one and is aborted.
      completion.resume();
    }

    const [completed, deleted] = await Promise.allSettled([completion.done, deletion]);
    expect(completed.status).toBe("fulfilled");
    expect(deleted).toEqual({ status: "fulfilled", value: true });
    // It did deadlock, and the deletion ran again.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(DELETE_RETRY_WARNING));
    const [left] = rowsOf<{ count: number }>(
      await getDb().execute(sql`select (select count(*) from tasks where user_id = ${creator.id})::integer
                                     + (select count(*) from xp_events where user_id = ${creator.id})::integer
                                     + (select count(*) from profiles where user_id = ${creator.id})::integer as count`),
    );
    expect(left.count).toBe(0);
  });
});
