import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import webPush from "web-push";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createContent } from "@/db/queries/content";
import { matchPostedContent } from "@/db/queries/content-posting";
import { listPushSubscriptions, savePushSubscription } from "@/db/queries/push";
import { pushToUser, sendMorningReminders } from "@/lib/integrations/morning-reminders";
import { readOrCreateKeyFile, sendPush } from "@/lib/integrations/web-push";
import { morningReminder, readPushMessage } from "@/lib/rules/push-message";
import { createBrowserKeys, decryptPush, startPushReceiver, trustPushServiceCertificate, verifyVapid } from "@/test/push-receiver";
import { createTestUser } from "@/test/users";

// A database failure for the next creator a round reads, on demand.
const failing = vi.hoisted(() => ({ next: false }));
vi.mock("@/db/queries/push", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/db/queries/push")>();
  return {
    ...actual,
    listPlannedContent: (...args: Parameters<typeof actual.listPlannedContent>) => {
      if (failing.next) {
        failing.next = false;
        return Promise.reject(new Error("connection lost"));
      }
      return actual.listPlannedContent(...args);
    },
  };
});

let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
const vapid = webPush.generateVAPIDKeys();

beforeAll(async () => {
  // The push service runs on this machine.
  process.env.OUTBOUND_PRIVATE_ADDRESSES = "allow";
  trustPushServiceCertificate();
  receiver = await startPushReceiver();
  process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
  process.env.VAPID_PRIVATE_KEY = vapid.privateKey;
  process.env.VAPID_SUBJECT = "mailto:team@creator-quest.test";
});
afterAll(() => {
  delete process.env.OUTBOUND_PRIVATE_ADDRESSES;
  receiver.close();
  delete process.env.VAPID_PUBLIC_KEY;
  delete process.env.VAPID_PRIVATE_KEY;
  delete process.env.VAPID_SUBJECT;
});

/** A creator with one subscribed browser whose endpoint is the local receiver. */
async function creatorWithDevice(timeZone: string) {
  const user = await createTestUser("Push Creator", timeZone);
  const keys = createBrowserKeys();
  const devicePath = `/push/${randomUUID()}`;
  await savePushSubscription(user.id, { endpoint: `${receiver.origin}${devicePath}`, keys: { p256dh: keys.p256dh, auth: keys.authSecret } });
  return { user, keys, devicePath, pushes: () => receiver.received.filter((push) => push.path === devicePath) };
}

const plan = (userId: string, title: string, platform: "TikTok" | "YouTube", postDate: string) =>
  createContent(userId, { title, platform, contentType: "original", postDate });

describe("morning reminders over Web Push", () => {
  it("sends today's plan once, encrypted for the browser and signed with VAPID", async () => {
    const { user, keys, pushes } = await creatorWithDevice("America/New_York");
    await plan(user.id, "Studio tour", "TikTok", "2026-11-22");
    await plan(user.id, "Q&A live", "YouTube", "2026-11-22");
    const posted = await plan(user.id, "Already out", "TikTok", "2026-11-22");
    await matchPostedContent(user.id, posted.item.id, null);
    await plan(user.id, "Tomorrow's vlog", "YouTube", "2026-11-23");

    // 09:30 in New York; three servers run the job at the same moment.
    const nineThirty = new Date("2026-11-22T14:30:00Z");
    await Promise.all([sendMorningReminders(nineThirty), sendMorningReminders(nineThirty), sendMorningReminders(nineThirty)]);
    await sendMorningReminders(new Date("2026-11-22T16:55:00Z"));

    expect(pushes()).toHaveLength(1);
    const [push] = pushes();
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(push.headers.ttl).toBe(String(12 * 60 * 60));
    const authorization = verifyVapid(push.headers.authorization, receiver.origin);
    expect(authorization).toEqual({ valid: true, publicKey: vapid.publicKey, subject: "mailto:team@creator-quest.test" });

    const message = readPushMessage(decryptPush(push.body, keys));
    expect(message).toEqual(
      morningReminder([
        { title: "Studio tour", platform: "TikTok" },
        { title: "Q&A live", platform: "YouTube" },
      ]),
    );
    expect(message).toEqual({
      title: "2 posts planned for today",
      body: "Studio tour (TikTok), Q&A live (YouTube). Open your calendar to get them out.",
      url: "/calendar?view=day",
    });
  });

  it("waits for 8:00 in the creator's zone, stops at noon, and skips days with nothing planned", async () => {
    const early = await creatorWithDevice("Asia/Tokyo");
    await plan(early.user.id, "Morning short", "TikTok", "2026-11-23");
    const idle = await creatorWithDevice("Asia/Tokyo");
    await plan(idle.user.id, "Next week", "TikTok", "2026-11-30");

    await sendMorningReminders(new Date("2026-11-22T22:59:00Z")); // 07:59 on the 23rd in Tokyo
    expect(early.pushes()).toHaveLength(0);
    await sendMorningReminders(new Date("2026-11-23T03:00:00Z")); // 12:00 in Tokyo
    expect(early.pushes()).toHaveLength(0);
    await sendMorningReminders(new Date("2026-11-22T23:00:00Z")); // 08:00 in Tokyo
    expect(early.pushes()).toHaveLength(1);
    expect(readPushMessage(decryptPush(early.pushes()[0].body, early.keys)).title).toBe("1 post planned for today");
    expect(idle.pushes()).toHaveLength(0);
  });

  it("still reminds the rest of a round when one creator's reminder fails", async () => {
    const creators = [await creatorWithDevice("Pacific/Auckland"), await creatorWithDevice("Pacific/Auckland")];
    for (const { user } of creators) await plan(user.id, "Beach vlog", "YouTube", "2026-12-02");
    failing.next = true;
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await sendMorningReminders(new Date("2026-12-01T19:30:00Z")); // 08:30 on Dec 2 in Auckland
    logged.mockRestore();
    expect(failing.next).toBe(false);
    // The first creator read failed; the other is reminded all the same.
    expect(creators.map(({ pushes }) => pushes().length).sort()).toEqual([0, 1]);
  });

  it("forgets a device the push service says is gone, and keeps one that failed for now", async () => {
    const gone = await creatorWithDevice("UTC");
    receiver.statusFor.set(gone.devicePath, 410);
    expect(await pushToUser(gone.user.id, { title: "Hi", body: "", url: "/" })).toEqual({ sent: 0, failed: 0 });
    expect(await listPushSubscriptions(gone.user.id)).toEqual([]);

    const flaky = await creatorWithDevice("UTC");
    receiver.statusFor.set(flaky.devicePath, 500);
    expect(await pushToUser(flaky.user.id, { title: "Hi", body: "", url: "/" })).toEqual({ sent: 0, failed: 1 });
    expect(await listPushSubscriptions(flaky.user.id)).toHaveLength(1);
  });

  it("a device signed in by someone else moves to them", async () => {
    const first = await creatorWithDevice("UTC");
    const [device] = await listPushSubscriptions(first.user.id);
    const second = await createTestUser("Second Creator");
    await savePushSubscription(second.id, { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } });
    expect(await listPushSubscriptions(first.user.id)).toEqual([]);
    expect(await listPushSubscriptions(second.id)).toEqual([device]);
  });
});

describe("VAPID keys without settings", () => {
  it("are generated once into the data directory and reused", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "creator-quest-vapid-"));
    try {
      const file = path.join(dir, "vapid-keys.json");
      const keys = readOrCreateKeyFile(file);
      expect(Buffer.from(keys.publicKey, "base64url")).toHaveLength(65);
      expect(readOrCreateKeyFile(file)).toEqual(keys);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});


describe("Web Push without OUTBOUND_PRIVATE_ADDRESSES=allow", () => {
  it("sends nothing to a push address inside the server's network, written or resolved", async () => {
    const keys = createBrowserKeys();
    const port = new URL(receiver.origin).port;
    const before = receiver.received.length;
    delete process.env.OUTBOUND_PRIVATE_ADDRESSES;
    try {
      // By address, and by this machine's name, which only resolves (as the connection is made) to itself.
      for (const host of ["127.0.0.1", hostname()]) {
        const target = { endpoint: `https://${host}:${port}/push/${randomUUID()}`, p256dh: keys.p256dh, auth: keys.authSecret };
        expect(await sendPush(target, morningReminder([{ title: "Studio tour", platform: "TikTok" }]))).toBe("failed");
      }
    } finally {
      process.env.OUTBOUND_PRIVATE_ADDRESSES = "allow";
    }
    expect(receiver.received.length).toBe(before);
  });
});
