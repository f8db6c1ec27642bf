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

/**
 * Which of the two Postgres aborts depends on timing: each waiter looks for a deadlock once,
 * deadlock_timeout after it starts to wait, and the first to find one is aborted. The deletion
 * waits first, so it is the one aborted when the completion blocks within that time (3 s where
 * the test role may set it, see test/postgres-global-setup.ts; else 1 s). On a loaded machine
 * the completion can take longer: the deletion's look then finds nothing, and the completion is
 * aborted instead. Both outcomes must leave no account.
 */
const RACES = 5;
// A race the completion loses can take two deadlock_timeouts (6 s) and the waits for a blocked
// backend: five of them fit with room.
const TEST_TIMEOUT_MS = 90_000;

afterAll(async () => {
  vi.restoreAllMocks();
  await otherTab?.end({ timeout: 1 });
});

/** One race; says whether the deletion was the one aborted (and so ran again). */
async function completeWhileDeleting(): Promise<{ deletionRanAgain: boolean }> {
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
    // Resumed, the completion waits for the deletion, which waits for it.
    completion.resume();
  }

  const [completed, deleted] = await Promise.allSettled([completion.done, deletion]);
  const deletionRanAgain = warn.mock.calls.some(([message]) => String(message).includes(DELETE_RETRY_WARNING));
  warn.mockRestore();

  // Whichever was aborted, the account is deleted and nothing of it is left.
  expect(deleted).toEqual({ status: "fulfilled", value: true });
  const [left] = rowsOf<{ count: number }>(
    await getDb().execute(sql`select (select count(*) from tasks where user_id = ${creator.id})::integer
                                   + (select count(*) from xp_events where user_id = ${creator.id})::integer
                                   + (select count(*) from profiles where user_id = ${creator.id})::integer as count`),
  );
  expect(left.count).toBe(0);
  // The completion goes through exactly when the deletion stood aside for it; otherwise it was
  // the one aborted for the deadlock.
  if (deletionRanAgain) expect(completed.status).toBe("fulfilled");
  else expect(completed).toMatchObject({ status: "rejected", reason: { code: "40P01" } });
  return { deletionRanAgain };
}

describe.runIf(serverUrl)("a task completed while the creator deletes their account", () => {
  it("deletes the account anyway: the deletion Postgres aborts for the deadlock runs again", { timeout: TEST_TIMEOUT_MS }, async () => {
    // Race until the deletion is the one aborted, so its retry is what this proves.
    let deletionRanAgain = false;
    for (let race = 1; race <= RACES && !deletionRanAgain; race++) {
      ({ deletionRanAgain } = await completeWhileDeleting());
    }
    expect(deletionRanAgain).toBe(true);
  });
});
