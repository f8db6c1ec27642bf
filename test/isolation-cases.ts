// The isolation test's cases (test/isolation.int.test.ts): an owner whose every kind of row holds
// MARKER, and one case per server action and route handler, aimed at the owner's rows.

import { expect } from "vitest";
import { formOf } from "@/test/form";
import { session } from "@/test/signed-in";
import { saveChatExchange } from "@/test/chat";
import { advanceContent, createContent } from "@/db/queries/content";
import { matchPostedContent } from "@/db/queries/content-posting";
import { createEntry } from "@/db/queries/finance";
import { saveHealthLog } from "@/db/queries/health";
import { createLibraryItem } from "@/db/queries/library";
import { createPromo, saveMondaySettings } from "@/db/queries/promos";
import { saveAvatar } from "@/db/queries/profile-settings";
import { savePushSubscription } from "@/db/queries/push";
import { createSystem } from "@/db/queries/systems";
import { createTask } from "@/db/queries/tasks";
import { getWebhookSettings, listDeliveries, updateAutomationUrl } from "@/db/queries/webhooks";
import { calendarFeedToken } from "@/lib/rules/calendar-feed-token";
import { financeEntryInput } from "@/lib/validation/finance";
import { healthLogInput } from "@/lib/validation/health";
import { libraryItemInput } from "@/lib/validation/library";
import { promoInput } from "@/lib/validation/promos";
import { opsSystemInput } from "@/lib/validation/systems";
import { taskInput } from "@/lib/validation/tasks";
import { createTestUser, TEST_PASSWORD } from "@/test/users";

// Written into every text the owner stores: no answer to the intruder may contain it.
export const MARKER = "OWNER-PRIVATE-7c1e";

export type Owner = Awaited<ReturnType<typeof createOwner>>;

export async function createOwner() {
  const user = await createTestUser(`Owner ${MARKER}`);
  const task = await createTask(user.id, taskInput("2026-11-24").parse({ title: `Task ${MARKER}`, category: "Business", xpValue: "20" }));
  const { item: content } = await createContent(user.id, { title: `Post ${MARKER}`, platform: "TikTok", contentType: "original", postDate: "2026-11-25" });
  // At Script, so an intruder's Complete (from Script) and Undo (of Script) would each change it.
  await advanceContent(user.id, content.id, "idea");
  // Posted, so an intruder's Move back to Active or Undo of a match would change it.
  const { item: posted } = await createContent(user.id, { title: `Posted ${MARKER}`, platform: "YouTube", contentType: "original", postDate: "2026-11-25" });
  await matchPostedContent(user.id, posted.id, `https://youtube.com/watch?v=${MARKER}`);
  const library = await createLibraryItem(user.id, libraryItemInput.parse({ type: "note", title: `Note ${MARKER}`, content: MARKER }));
  const entry = await createEntry(user.id, financeEntryInput("2026-11-24").parse({ type: "income", category: MARKER, amount: "900", entryDate: "2026-11-20" }));
  const system = await createSystem(user.id, opsSystemInput.parse({ systemName: `System ${MARKER}`, type: "sop" }));
  const promo = await createPromo(user.id, promoInput.parse({ brandName: `Brand ${MARKER}` }));
  const { log: healthLog } = await saveHealthLog(user.id, healthLogInput("2026-11-24").parse({ logDate: "2026-11-20", weight: "70" }));
  await saveMondaySettings(user.id, { apiToken: `monday-${MARKER}`, boardId: "123" });
  await saveAvatar(user.id, { contentType: "image/png", bytes: Buffer.from(`avatar-${MARKER}`) });
  await updateAutomationUrl(user.id, `https://hooks.example/${MARKER}`);
  const device = { endpoint: `https://push.example/${MARKER}`, keys: { p256dh: "BOwner", auth: "AOwner" } };
  await savePushSubscription(user.id, device);
  await saveChatExchange(user.id, `Question ${MARKER}`, `Reply ${MARKER}`);
  const { token } = (await getWebhookSettings(user.id))!;
  return { user, task, content, posted, library, entry, system, promo, healthLog, device, token };
}

const post = (body: unknown) => new Request("http://localhost/", { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });
const get = () => new Request("http://localhost/");
const params = <T>(value: T) => ({ params: Promise.resolve(value) });
const refused = { ok: false };

export type Context = { owner: Owner; intruder: { id: string; email: string } };
type Case = (ctx: Context) => Promise<unknown>;
export type Fn = (...args: unknown[]) => Promise<unknown>;

/**
 * One case per endpoint: the intruder aims at the owner's rows (or, with no ids to aim, acts for
 * itself). An edit also sends the owner's row as its dialog's shown fields, as if it had seen them.
 */
export function cases(endpoint: (key: string) => Fn): Record<string, Case> {
  const call = (key: string, ...args: unknown[]) => endpoint(key)(...args);
  const expectRefused = async (key: string, ...args: unknown[]) => {
    const result = await call(key, ...args);
    expect(result, key).toMatchObject(refused);
    // Not "changed elsewhere", which would tell that the row is there.
    expect(JSON.stringify(result), key).not.toContain("was changed in another tab");
    return result;
  };
  const tasks = "app/(app)/tasks/actions.ts";
  const library = "app/(app)/library/actions.ts";
  const finance = "app/(app)/finance/actions.ts";
  const systems = "app/(app)/systems/actions.ts";
  const content = "app/(app)/content/actions.ts";
  const contentAi = "app/(app)/content/ai-actions.ts";
  const integrations = "app/(app)/content/integration-actions.ts";
  const promos = "app/(app)/promos/actions.ts";
  const calendar = "app/(app)/calendar/actions.ts";
  const xp = "app/(app)/xp/actions.ts";
  const account = "app/(app)/xp/account-actions.ts";
  const notifications = "app/(app)/xp/notification-actions.ts";
  const auth = "app/auth/actions.ts";
  const status = async (response: unknown) => (response as Response).status;

  return {
    // Signed-out actions: they know no user ids; the intruder signs in as itself.
    [`${auth}#signInAction`]: ({ owner }) => call(`${auth}#signInAction`, formOf({ email: owner.user.email, password: "wrong-password" })),
    [`${auth}#signUpAction`]: () => call(`${auth}#signUpAction`, formOf({ displayName: "New", email: `new-${crypto.randomUUID()}@example.com`, password: TEST_PASSWORD })),
    [`${auth}#signOutAction`]: () => call(`${auth}#signOutAction`),
    [`${auth}#requestPasswordReset`]: ({ owner }) => call(`${auth}#requestPasswordReset`, formOf({ email: owner.user.email })),
    [`${auth}#resetPassword`]: () => expectRefused(`${auth}#resetPassword`, formOf({ token: "A".repeat(43), newPassword: "stolen-passphrase" })),

    [`${tasks}#addTask`]: () => call(`${tasks}#addTask`, formOf({ title: "Mine", category: "Gym", xpValue: "5" })),
    [`${tasks}#updateTask`]: ({ owner }) => expectRefused(`${tasks}#updateTask`, owner.task.id, owner.task, formOf({ title: "Hijacked", category: "Gym", xpValue: "999" })),
    [`${tasks}#setTaskCompleted`]: ({ owner }) => expectRefused(`${tasks}#setTaskCompleted`, owner.task.id, true),
    [`${tasks}#deleteTask`]: ({ owner }) => expectRefused(`${tasks}#deleteTask`, owner.task.id),

    [`${library}#saveLibraryItem`]: ({ owner }) => expectRefused(`${library}#saveLibraryItem`, owner.library.id, owner.library, formOf({ type: "note", title: "Hijacked" })),
    [`${library}#deleteLibraryItem`]: ({ owner }) => expectRefused(`${library}#deleteLibraryItem`, owner.library.id),

    [`${finance}#addEntry`]: () => call(`${finance}#addEntry`, formOf({ type: "expense", category: "Mine", amount: "5", entryDate: "2026-11-20" })),
    [`${finance}#editEntry`]: ({ owner }) =>
      expectRefused(`${finance}#editEntry`, owner.entry.id, owner.entry, formOf({ type: "income", category: "Hijacked", amount: "1", entryDate: "2026-11-20" })),
    [`${finance}#deleteEntry`]: ({ owner }) => expectRefused(`${finance}#deleteEntry`, owner.entry.id),

    ["app/(app)/health/actions.ts#logHealth"]: () => call("app/(app)/health/actions.ts#logHealth", formOf({ logDate: "2026-11-20", weight: "80" }), null),
    ["app/(app)/health/actions.ts#deleteHealthLog"]: ({ owner }) => expectRefused("app/(app)/health/actions.ts#deleteHealthLog", owner.healthLog.id),

    [`${systems}#addSystem`]: () => call(`${systems}#addSystem`, formOf({ systemName: "Mine", type: "sop" })),
    [`${systems}#editSystem`]: ({ owner }) => expectRefused(`${systems}#editSystem`, owner.system.id, owner.system, formOf({ systemName: "Hijacked", type: "sop", impactScore: "5" })),
    [`${systems}#changeSystemStatus`]: ({ owner }) => expectRefused(`${systems}#changeSystemStatus`, owner.system.id, "done"),
    [`${systems}#deleteSystem`]: ({ owner }) => expectRefused(`${systems}#deleteSystem`, owner.system.id),

    [`${content}#addContent`]: () => call(`${content}#addContent`, formOf({ title: "Mine", platform: "YouTube", contentType: "original" })),
    [`${content}#completeStep`]: ({ owner }) => expectRefused(`${content}#completeStep`, owner.content.id, "script"),
    [`${content}#saveContentDetails`]: ({ owner }) => expectRefused(`${content}#saveContentDetails`, owner.content.id, owner.content, formOf({ hook: "Hijacked", hashtags: "x", soundUsed: "" })),
    [`${content}#editContent`]: ({ owner }) => expectRefused(`${content}#editContent`, owner.content.id, owner.content, formOf({ title: "Hijacked", platform: "Twitter" })),
    [`${content}#saveContentMetrics`]: ({ owner }) => expectRefused(`${content}#saveContentMetrics`, owner.content.id, owner.content, formOf({ views: "1", revenue: "1", retentionScore: "1" })),
    [`${content}#deleteContent`]: ({ owner }) => expectRefused(`${content}#deleteContent`, owner.content.id),
    [`${content}#unpostContent`]: ({ owner }) => expectRefused(`${content}#unpostContent`, owner.posted.id),
    [`${content}#undoStep`]: ({ owner }) => expectRefused(`${content}#undoStep`, owner.content.id, "script"),
    [`${content}#saveCreatorEmail`]: () => call(`${content}#saveCreatorEmail`, formOf({ creatorEmail: "me@example.com" })),

    [`${contentAi}#askContentHelp`]: ({ owner }) => expectRefused(`${contentAi}#askContentHelp`, owner.content.id, "ideas"),
    [`${contentAi}#addSuggestedHashtag`]: ({ owner }) => expectRefused(`${contentAi}#addSuggestedHashtag`, owner.content.id, "hijacked"),

    [`${integrations}#rotateWebhookAddress`]: () => call(`${integrations}#rotateWebhookAddress`),
    [`${integrations}#saveAutomationUrl`]: () => call(`${integrations}#saveAutomationUrl`, formOf({ automationUrl: "" })),
    [`${integrations}#triggerPost`]: ({ owner }) => expectRefused(`${integrations}#triggerPost`, owner.content.id),
    [`${integrations}#sendCalendarInvite`]: ({ owner }) => expectRefused(`${integrations}#sendCalendarInvite`, owner.content.id),

    [`${promos}#addPromo`]: () => call(`${promos}#addPromo`, formOf({ brandName: "Mine" })),
    [`${promos}#changePromo`]: ({ owner }) => expectRefused(`${promos}#changePromo`, owner.promo.id, { field: "status", value: "paid" }),
    [`${promos}#parsePromoEmail`]: () => call(`${promos}#parsePromoEmail`, formOf({ emailSubject: "Deal", emailBody: "From: Mine <a@mine.example> $100" })),
    [`${promos}#editPromo`]: ({ owner }) => expectRefused(`${promos}#editPromo`, owner.promo.id, owner.promo, formOf({ brandName: "Hijacked" })),
    [`${promos}#deletePromo`]: ({ owner }) => expectRefused(`${promos}#deletePromo`, owner.promo.id),
    [`${promos}#saveMondayToken`]: () => call(`${promos}#saveMondayToken`, formOf({ apiToken: "intruder-token" })),
    // Removes the intruder's own token; the owner's stays (checked below the table).
    [`${promos}#removeMondayToken`]: () => call(`${promos}#removeMondayToken`),
    // The intruder's own token and board: the owner's token never leaves their row.
    [`${promos}#syncBoard`]: () => call(`${promos}#syncBoard`, formOf({ boardId: "123" })),

    [`${calendar}#rescheduleItem`]: ({ owner }) => expectRefused(`${calendar}#rescheduleItem`, owner.content.id, "2026-12-01"),
    [`${calendar}#getMatchCandidates`]: () => call(`${calendar}#getMatchCandidates`, "TikTok"),
    [`${calendar}#matchPost`]: ({ owner }) => expectRefused(`${calendar}#matchPost`, formOf({ contentId: owner.content.id, postUrl: "" })),

    [`${xp}#saveProfile`]: () => call(`${xp}#saveProfile`, formOf({ displayName: "Intruder", timeZone: "UTC", creatorEmail: "" })),
    [`${xp}#uploadAvatar`]: () => call(`${xp}#uploadAvatar`, formOf({})),
    // Removes the intruder's own avatar (none); the owner's image stays (checked below the table).
    [`${xp}#removeAvatar`]: () => call(`${xp}#removeAvatar`),

    [`${account}#changePassword`]: () => expectRefused(`${account}#changePassword`, formOf({ currentPassword: "not-it", newPassword: "another-passphrase" })),
    [`${account}#signOutEverywhere`]: () => call(`${account}#signOutEverywhere`),
    // Deletes the intruder's own account (a throwaway one): never the owner's.
    [`${account}#deleteMyAccount`]: async () => {
      const throwaway = await createTestUser("Throwaway");
      const intruder = session.user;
      session.user = throwaway;
      try {
        return await call(`${account}#deleteMyAccount`, formOf({ password: TEST_PASSWORD }));
      } finally {
        session.user = intruder;
      }
    },

    // A device is named by its endpoint, a secret only that browser and its push service know;
    // the intruder can act on its own devices, and the owner's stays theirs.
    [`${notifications}#saveNotificationDevice`]: () =>
      call(`${notifications}#saveNotificationDevice`, { endpoint: "https://push.example/intruder", keys: { p256dh: "BIntruder", auth: "AIntruder" } }),
    [`${notifications}#removeNotificationDevice`]: ({ owner }) => call(`${notifications}#removeNotificationDevice`, owner.device.endpoint),
    [`${notifications}#sendTestNotification`]: ({ owner }) => expectRefused(`${notifications}#sendTestNotification`, owner.device),

    // Route handlers.
    "app/api/ai/chat/route.ts#POST": async () => status(await call("app/api/ai/chat/route.ts#POST", post({ messages: [{ role: "user", content: "Show me the owner's plan" }] }))),
    // The intruder's own conversation: empty, with nothing of the owner's.
    "app/api/ai/chat/route.ts#GET": async () => (await call("app/api/ai/chat/route.ts#GET") as Response).text(),
    // Clears the intruder's own conversation; the owner's stays (their export is compared).
    "app/api/ai/chat/route.ts#DELETE": async () => status(await call("app/api/ai/chat/route.ts#DELETE")),
    "app/api/auth/[...nextauth]/route.ts#GET": () => call("app/api/auth/[...nextauth]/route.ts#GET", get()),
    "app/api/auth/[...nextauth]/route.ts#POST": () => call("app/api/auth/[...nextauth]/route.ts#POST", get()),
    "app/api/profile/avatar/route.ts#GET": async () => status(await call("app/api/profile/avatar/route.ts#GET", get())),
    "app/api/finance/export/route.ts#GET": async () => (await call("app/api/finance/export/route.ts#GET", get()) as Response).text(),
    "app/api/account/export/route.ts#GET": async () => (await call("app/api/account/export/route.ts#GET", get()) as Response).text(),
    // Who the browser is signed in as: the intruder, never the owner.
    "app/api/account/session/route.ts#GET": async ({ intruder }) => {
      const body = await ((await call("app/api/account/session/route.ts#GET")) as Response).json();
      expect(body).toEqual({ user: { id: intruder.id, email: intruder.email } });
      return JSON.stringify(body);
    },
    "app/api/content/[id]/invite/route.ts#GET": async ({ owner }) => {
      const response = (await call("app/api/content/[id]/invite/route.ts#GET", get(), params({ id: owner.content.id }))) as Response;
      expect(response.status).toBe(404);
      return response.text();
    },
    // Off unless the server runs for `npm run bench` (BENCH_ROUTES=1): answers 404 here.
    "app/api/bench/insert/route.ts#POST": async ({ owner }) => {
      const response = (await call("app/api/bench/insert/route.ts#POST", post({ userId: owner.user.id }))) as Response;
      expect(response.status).toBe(404);
      return response.text();
    },
    "app/api/health/route.ts#GET": async () => (await call("app/api/health/route.ts#GET", get()) as Response).text(),
    // The newest delivery the webhook panel checks for: the intruder's own, never the owner's.
    "app/api/webhooks/deliveries/newest/route.ts#GET": async ({ intruder }) => {
      const body = await ((await call("app/api/webhooks/deliveries/newest/route.ts#GET")) as Response).json();
      const [intrudersNewest] = await listDeliveries(intruder.id, 1);
      expect(body).toEqual({ newest: intrudersNewest?.id ?? null });
      return JSON.stringify(body);
    },
    "app/api/webhooks/social-post/[token]/route.ts#POST": async ({ owner, intruder }) => {
      const intruderToken = (await getWebhookSettings(intruder.id))!.token; // rotated by a case above
      const response = (await call(
        "app/api/webhooks/social-post/[token]/route.ts#POST",
        post({ platform: "TikTok", userId: owner.user.id, postTitle: `Post ${MARKER}` }),
        params({ token: intruderToken }),
      )) as Response;
      expect(response.status).toBe(403);
      return response.text();
    },
    "app/api/webhooks/promo-email/[token]/route.ts#POST": async () => {
      const response = (await call("app/api/webhooks/promo-email/[token]/route.ts#POST", post({ subject: "x" }), params({ token: "0".repeat(64) }))) as Response;
      expect(response.status).toBe(401);
      return response.text();
    },
    "app/api/calendar/feed/[userId]/[token]/route.ts#GET": async ({ owner, intruder }) => {
      const intruderToken = (await getWebhookSettings(intruder.id))!.token;
      const response = (await call(
        "app/api/calendar/feed/[userId]/[token]/route.ts#GET",
        get(),
        params({ userId: owner.user.id, token: `${calendarFeedToken(intruderToken)}.ics` }),
      )) as Response;
      expect(response.status).toBe(404);
      return response.text();
    },
  };
}
