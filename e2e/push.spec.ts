import { type BrowserContext, type Page } from "@playwright/test";
import { TEST_NOTIFICATION, readPushMessage } from "../lib/rules/push-message";
import { createBrowserKeys, decryptPush, startPushReceiver, verifyVapid } from "../test/push-receiver";
import { AuthPage, expect, signUpAndIn, test } from "./fixtures";

// Headless Chromium has no push service to subscribe with here (no internet), so the page's
// PushManager hands out a subscription whose endpoint is a local https push receiver with keys
// made in this test. Everything after that is real: the server saves it, encrypts and signs the
// push with `web-push`, the receiver decrypts it with the subscription's keys, and the service
// worker shows a pushed message as a notification.

let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
test.beforeAll(async () => {
  receiver = await startPushReceiver();
});
test.afterAll(() => receiver.close());

type FakeSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

async function fakePushService(context: BrowserContext, subscription: FakeSubscription | "refuse") {
  await context.grantPermissions(["notifications"]);
  await context.addInitScript((fake) => {
    const key = "fake-push-subscribed";
    const asSubscription = (data: NonNullable<typeof fake> & object) => ({
      endpoint: data.endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint: data.endpoint, expirationTime: null, keys: data.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(key);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function () {
      if (fake === "refuse") throw new DOMException("Registration failed - push service error", "AbortError");
      localStorage.setItem(key, "1");
      return asSubscription(fake) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return fake !== "refuse" && localStorage.getItem(key) ? (asSubscription(fake) as unknown as PushSubscription) : null;
    };
  }, subscription);
}

async function openNotificationsCard(page: Page) {
  await page.goto("/xp");
  // The service worker must be active before subscribing.
  await page.evaluate(() => navigator.serviceWorker.ready);
  return page.getByTestId("notifications-card");
}

test("enable notifications, get a test push, turn them off; sign-out forgets the device", async ({ page, context }) => {
  const keys = createBrowserKeys();
  const devicePath = `/push/${crypto.randomUUID()}`;
  await fakePushService(context, { endpoint: `${receiver.origin}${devicePath}`, keys: { p256dh: keys.p256dh, auth: keys.authSecret } });
  const auth = new AuthPage(page);
  await signUpAndIn(page);
  const card = await openNotificationsCard(page);

  await card.getByRole("button", { name: "Enable notifications" }).click();
  await expect(auth.toast("Notifications enabled!")).toBeVisible();
  await expect(card.getByText("On for this device")).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "screenshots/notifications-on-desktop.png" });

  await card.getByRole("button", { name: "Send test notification" }).click();
  await expect(auth.toast("Test notification sent")).toBeVisible();
  const pushes = receiver.received.filter((push) => push.path === devicePath);
  expect(pushes).toHaveLength(1);
  expect(verifyVapid(pushes[0].headers.authorization, receiver.origin).valid).toBe(true);
  expect(readPushMessage(decryptPush(pushes[0].body, keys))).toEqual(TEST_NOTIFICATION);

  // Still on after a reload; then off.
  await page.reload();
  await expect(card.getByText("On for this device")).toBeVisible();
  await card.getByRole("button", { name: "Turn off" }).click();
  await expect(card.getByRole("button", { name: "Enable notifications" })).toBeVisible();

  // Turned on again, then signing out removes this device from the account.
  await card.getByRole("button", { name: "Enable notifications" }).click();
  await expect(card.getByText("On for this device")).toBeVisible();
  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("fake-push-subscribed"))).toBeNull();
});

test("'Failed to enable notifications' when the browser's push service refuses", async ({ page, context }) => {
  await fakePushService(context, "refuse");
  await signUpAndIn(page);
  const card = await openNotificationsCard(page);
  await card.getByRole("button", { name: "Enable notifications" }).click();
  await expect(new AuthPage(page).toast("Failed to enable notifications")).toBeVisible();
  await expect(card.getByRole("button", { name: "Enable notifications" })).toBeVisible();
});

test("the service worker shows a push's title (or 'New notification') and body", async ({ page, context }) => {
  await context.grantPermissions(["notifications"]);
  await page.goto("/install");
  const registrationScope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => registrations.push(...event.registrations));
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => registrations.find((registration) => registration.scopeURL === registrationScope)).toBeTruthy();
  const { registrationId } = registrations.find((registration) => registration.scopeURL === registrationScope)!;
  const origin = new URL(registrationScope).origin;

  const notifications = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, url: n.data?.url })),
    );
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId,
    data: JSON.stringify({ title: "2 posts planned for today", body: "Studio tour (TikTok)", url: "/calendar?view=day" }),
  });
  // The service worker wakes and shows each push in its own time: on a machine loaded by the whole
  // suite that took longer than the config's 10 s expect timeout (seen once), so each is given 20 s.
  const shown = { timeout: 20_000 };
  await expect.poll(notifications, shown).toContainEqual({ title: "2 posts planned for today", body: "Studio tour (TikTok)", url: "/calendar?view=day" });
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: JSON.stringify({ body: "No title here" }) });
  await expect.poll(notifications, shown).toContainEqual({ title: "New notification", body: "No title here", url: "/" });
});
