import { createServer, type Server } from "node:http";
import { createHmac } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, signUpAndIn, test } from "./fixtures";

test.use({ timezoneId: "UTC" });

async function openSocialSettings(page: Page) {
  await page.goto("/content?tab=settings");
  const panel = page.getByTestId("webhook-panel");
  // The full address appears once the page knows its own origin (after hydration).
  await expect(panel.getByLabel("Social post webhook")).toHaveValue(/^http:\/\/localhost:\d+\/api\/webhooks\/social-post\/[0-9a-f]{64}$/);
  const address = await panel.getByLabel("Social post webhook").inputValue();
  const userId = JSON.parse((await panel.getByTestId("webhook-example").textContent()) ?? "{}").userId as string;
  return { panel, address, userId, token: address.split("/").at(-1)! };
}

async function planIdea(page: Page, title: string, platform = "TikTok") {
  await page.goto("/content?tab=create");
  const form = page.getByRole("form", { name: "Create content" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Platform").selectOption(platform);
  await form.getByRole("button", { name: "Create Content" }).click();
  await expect(page.getByRole("tab", { name: /^Active/ })).toHaveAttribute("data-state", "active");
}

test("the social-post webhook over HTTP: wrong token, bad payload, wrong user, a match, a repeat", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUpAndIn(page);
  await planIdea(page, "Studio tour");
  const { panel, address, userId } = await openSocialSettings(page);
  // Both addresses say what to send: the promo email's fields too.
  await expect(panel.getByTestId("webhook-email-example")).toContainText('"subject": "Sponsorship for your channel"');

  const wrong = await page.request.post(address.replace(/[0-9a-f]{64}$/, "0".repeat(64)), { data: { platform: "TikTok", userId } });
  expect(wrong.status()).toBe(401);
  const bad = await page.request.post(address, { data: { platform: "MySpace", userId } });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ error: "platform must be one of TikTok, YouTube, Instagram or Twitter", field: "platform" });
  const otherUser = await page.request.post(address, { data: { platform: "TikTok", userId: "someone-else" } });
  expect(otherUser.status()).toBe(403);

  const delivery = { platform: "TikTok", userId, postUrl: "https://www.tiktok.com/@me/video/42", postTitle: "My studio tour!", postDate: new Date().toISOString() };
  const matched = await page.request.post(address, { data: delivery });
  expect(matched.status()).toBe(200);
  expect(await matched.json()).toMatchObject({ ok: true, outcome: "matched", xpAwarded: 150 });
  const repeat = await page.request.post(address, { data: delivery });
  expect(await repeat.json()).toMatchObject({ outcome: "duplicate", xpAwarded: 0 });

  // Fifty simultaneous deliveries of one new post over HTTP: one item, one award.
  const burst = { platform: "TikTok", userId, postUrl: "https://www.tiktok.com/@me/video/43", postTitle: "Behind the scenes" };
  const answers = await Promise.all(Array.from({ length: 50 }, () => page.request.post(address, { data: burst }).then((response) => response.json())));
  expect(answers.filter((answer) => answer.outcome === "created")).toHaveLength(1);
  expect(answers.filter((answer) => answer.outcome === "duplicate")).toHaveLength(49);

  await page.reload();
  // The wrong-token call has no owner to log it under; the panel lists the last 10 of the rest.
  await expect(panel.getByTestId("webhook-delivery")).toHaveCount(10);
  await expect(panel.getByTestId("webhook-delivery").first()).toContainText("duplicate");
  // The page's clock stands still while "Copied!" shows, so a slow browser can't miss the 2 s label.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  // Each Copy button names its address to a screen reader, and says when it has copied it.
  await panel.getByRole("button", { name: "Copy Social post webhook" }).click();
  await expect(panel.getByRole("button", { name: "Copied! Social post webhook" })).toBeVisible();
  await expect(panel.getByRole("status").filter({ hasText: "Social post webhook copied" })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await page.clock.runFor(1999);
  await expect(panel.getByRole("button", { name: "Copied! Social post webhook" })).toBeVisible();
  await page.clock.runFor(1);
  await expect(panel.getByRole("button", { name: /^Copied!/ })).toHaveCount(0);
  await expect(panel.getByRole("button", { name: "Copy Promo email webhook" })).toBeVisible();
  await page.clock.resume();

  await page.getByRole("tab", { name: "Posted (2)" }).click();
  const posted = page.getByTestId("posted-content").filter({ hasText: "Studio tour" });
  await expect(posted.getByRole("link", { name: "View post" })).toHaveAttribute("href", delivery.postUrl);
  // 10 idea + 25 first idea, then 50 + 100 first post for the match, then 50 for the burst's one post.
  await expect(page.getByTestId("sidebar").getByText("Level 3 · 235 XP")).toBeVisible();
});

test("a post with another day number is a new item, a re-spelled address is a duplicate, and Last deliveries says what each did", async ({ page }) => {
  await signUpAndIn(page);
  await planIdea(page, "Day 2 of my fitness journey");
  const { panel, address, userId } = await openSocialSettings(page);
  const send = (extra: Record<string, string>) => page.request.post(address, { data: { platform: "TikTok", userId, ...extra } }).then((response) => response.json());

  expect(await send({ postTitle: "Day 5 of my fitness journey" })).toMatchObject({ outcome: "created" });
  expect(await send({ postTitle: "Day 2 of my fitness journey 💪", postUrl: "https://www.tiktok.com/@me/video/2/" })).toMatchObject({ outcome: "matched" });
  expect(await send({ postTitle: "Day 2 of my fitness journey 💪", postUrl: "https://www.tiktok.com/@me/video/2#comments" })).toMatchObject({ outcome: "duplicate" });
  const notJson = await page.request.post(address, { data: "platform=TikTok", headers: { "Content-Type": "text/plain" } });
  expect(notJson.status()).toBe(400);

  // No reload: the open panel checks for new deliveries every 5 seconds, and shows them with
  // what they did to the pipeline and the XP.
  await expect(panel.getByTestId("webhook-delivery")).toHaveText(
    [
      /^400rejectedThe body must be JSON/,
      /^200duplicate/,
      /^200matchedMarked “Day 2 of my fitness journey” posted \(from: Day 2 of my fitness journey 💪\)/,
      /^200createdAdded “Day 5 of my fitness journey” as posted/,
    ],
    { timeout: 15_000 },
  );
  await expect(page.getByRole("tab", { name: "Active (0)" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Posted (2)" })).toBeVisible();
});

test("Last deliveries says how long ago each came by the browser's clock, which may run ahead of the server's, without a hydration error", async ({ page }) => {
  await signUpAndIn(page);
  const { address, userId } = await openSocialSettings(page);
  expect(await (await page.request.post(address, { data: { platform: "TikTok", userId, postTitle: "Studio tour" } })).json()).toMatchObject({ outcome: "created" });
  // The server renders the page moments after the delivery ("less than a minute ago"); the
  // browser's clock is 45 seconds ahead ("1 minute ago"). Text computed on both sides differs, and
  // React then throws the server's page away (error #418).
  await page.clock.setFixedTime(Date.now() + 45_000);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const { panel } = await openSocialSettings(page);
  await expect(panel.getByTestId("webhook-delivery")).toContainText(["post · 1 minute ago"]);
  expect(errors).toEqual([]);
});

test("a post the webhook created skipped every step: moved back to Active and deleted, its dialog names no XP and none comes off", async ({ page }) => {
  await signUpAndIn(page);
  const { address, userId } = await openSocialSettings(page);
  const answer = await page.request.post(address, { data: { platform: "TikTok", userId, postTitle: "Live from the studio" } });
  // 50 posted, and the first-idea (25) and first-post (100) bonuses.
  expect(await answer.json()).toMatchObject({ outcome: "created", xpAwarded: 175 });

  await page.goto("/content?tab=posted");
  await page.getByRole("button", { name: 'Delete "Live from the studio"' }).click();
  await expect(page.getByRole("alertdialog", { name: "Delete this content?" })).toContainText("its 50 XP comes off your total");
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: 'Move back to Active: "Live from the studio"' }).click();
  await page.getByRole("alertdialog", { name: "Move back to Active?" }).getByRole("button", { name: "Move back to Active" }).click();
  await expect(page.getByTestId("sidebar").getByText("Level 2 · 125 XP")).toBeVisible();

  await page.getByRole("tab", { name: "Active (1)" }).click();
  await page.getByRole("button", { name: 'Delete "Live from the studio"' }).click();
  const ask = page.getByRole("alertdialog", { name: "Delete this content?" });
  await expect(ask).toContainText("“Live from the studio” will be removed from your pipeline and calendar. It has earned no XP, so your total stays as it is.");
  await ask.getByRole("button", { name: "Delete content" }).click();
  await expect(page.getByText("Content deleted", { exact: true })).toBeVisible();
  await expect(page.getByTestId("sidebar").getByText("Level 2 · 125 XP")).toBeVisible();
});

test("Trigger post sends the item, signed, to the creator's own automation address", async ({ page }) => {
  const received: { body: string; valid: boolean }[] = [];
  let secret = "";
  const server: Server = createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    const timestamp = String(request.headers["x-creatorquest-timestamp"]);
    const expected = `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
    const valid = request.headers["x-creatorquest-signature"] === expected;
    received.push({ body, valid });
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ success: valid, message: valid ? "Zap triggered" : "Bad signature" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  try {
    await signUpAndIn(page);
    await planIdea(page, "Ready to go");
    await page.getByRole("button", { name: "Trigger post" }).click();
    await expect(page.getByText("Set your automation address (a Zapier or Make catch hook) in the Social Settings tab first.")).toBeVisible();

    const { token } = await openSocialSettings(page);
    secret = token;
    const form = page.getByRole("form", { name: "Automation address" });
    await form.getByLabel("Automation address").fill("not a url");
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(form.getByText("Enter your Zapier or Make catch-hook address, starting with https://")).toBeVisible();
    await form.getByLabel("Automation address").fill(`http://127.0.0.1:${port}/hooks/catch/1`);
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByText("Automation address saved")).toBeVisible();

    await page.getByRole("tab", { name: /^Active/ }).click();
    const card = page.getByTestId("active-content").filter({ hasText: "Ready to go" });
    await expect(card.getByText("Sent to your automation")).toHaveCount(0);
    // By keyboard: focus stays on the button, disabled while it sends.
    await page.getByRole("button", { name: "Trigger post" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Zap triggered")).toBeVisible();
    await expect(card.getByRole("button", { name: "Trigger post" })).toBeFocused();
    expect(received).toHaveLength(1);
    expect(received[0].valid).toBe(true);
    expect(JSON.parse(received[0].body)).toMatchObject({ event: "content.trigger_post", content: { title: "Ready to go", platform: "TikTok" } });

    // The card says it went, when (the creator's zone is UTC here), and sending it again asks first.
    const today = new Date().toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
    const sent = card.getByText("Sent to your automation");
    await expect(sent).toHaveText(new RegExp(`Sent to your automation ${today}, \\d{2}:\\d{2}$`));
    await page.reload();
    await expect(sent).toHaveText(new RegExp(`Sent to your automation ${today}, \\d{2}:\\d{2}$`));
    await card.getByRole("button", { name: "Trigger post" }).click();
    const again = page.getByRole("alertdialog", { name: "Send it to your automation again?" });
    await expect(again).toContainText(`“Ready to go” went to your automation ${today}, `);
    await again.getByRole("button", { name: "Cancel" }).click();
    await expect(again).toBeHidden();
    expect(received).toHaveLength(1);
    await card.getByRole("button", { name: "Trigger post" }).click();
    await again.getByRole("button", { name: "Send again" }).click();
    await expect(again).toBeHidden();
    expect(received).toHaveLength(2);

    // The automation's address stops answering: the failure says what to check.
    await new Promise((resolve) => server.close(resolve));
    await card.getByRole("button", { name: "Trigger post" }).click();
    await again.getByRole("button", { name: "Send again" }).click();
    await expect(
      page.getByText("Failed to trigger post: your automation address could not be reached. Check it in Social Settings and try again in a minute."),
    ).toBeVisible();
  } finally {
    server.close();
  }
});

test("rotating the webhook address says what changes with it, and changes the calendar feed too", async ({ page }) => {
  await signUpAndIn(page);
  await page.goto("/calendar");
  const feed = page.getByTestId("calendar-feed").getByLabel("Calendar feed address");
  await expect(feed).toHaveValue(/^http:\/\/localhost:\d+\/api\/calendar\/feed\//);
  const oldFeed = await feed.inputValue();

  const { panel, address } = await openSocialSettings(page);
  await panel.getByRole("button", { name: "Rotate address" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Rotate the webhook address?" });
  await expect(dialog).toContainText("your calendar feed address and the secret that signs Trigger post's calls all change");
  await dialog.getByRole("button", { name: "Rotate" }).click();
  await expect(page.getByText("New webhook address ready: update it in your automations")).toBeVisible();
  await expect(panel.getByLabel("Social post webhook")).not.toHaveValue(address);

  await page.goto("/calendar");
  await expect(feed).toHaveValue(/^http:\/\/localhost:\d+\/api\/calendar\/feed\//);
  expect(await feed.inputValue()).not.toBe(oldFeed);
});

test("calendar invites: without SMTP the .ics downloads; without a creator email the spec's message; the feed lists the plan", async ({ page }) => {
  await signUpAndIn(page);
  await planIdea(page, "No date yet");
  await page.getByRole("button", { name: "Send calendar invite" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Plan a post date for this item first (Hook, hashtags, sound & date).")).toBeVisible();
  // Focus stays on the button, disabled while it asked.
  await expect(page.getByRole("button", { name: "Send calendar invite" })).toBeFocused();

  await page.goto("/content?tab=create");
  const form = page.getByRole("form", { name: "Create content" });
  await form.getByLabel("Title").fill("Launch video");
  // A month ahead of today, inside the planned date's limits whenever the test runs.
  const planned = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel("Planned post date (optional)").fill(planned);
  await form.getByRole("button", { name: "Create Content" }).click();
  const card = page.getByTestId("active-content").filter({ hasText: "Launch video" });
  const download = page.waitForEvent("download");
  await card.getByRole("button", { name: "Send calendar invite" }).click();
  // Named after its post, not its id.
  expect((await download).suggestedFilename()).toBe(`Launch video ${planned}.ics`);
  const ics = await (await download).path().then((path) => import("node:fs").then((fs) => fs.readFileSync(path, "utf8")));
  expect(ics).toContain("METHOD:PUBLISH");
  expect(ics).toContain(`DTSTART;VALUE=DATE:${planned.replaceAll("-", "")}`);
  expect(ics).toContain("SUMMARY:Post: Launch video (TikTok)");

  await page.goto("/calendar");
  const feedField = page.getByTestId("calendar-feed").getByLabel("Calendar feed address");
  await expect(feedField).toHaveValue(/^http:\/\/localhost:\d+\/api\/calendar\/feed\//);
  const feedAddress = await feedField.inputValue();
  const feed = await page.request.get(feedAddress);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  expect(await feed.text()).toContain("SUMMARY:Post: Launch video (TikTok)");
  expect((await page.request.get(feedAddress.replace(/[0-9a-f]{40}\.ics$/, `${"0".repeat(40)}.ics`))).status()).toBe(404);

  // The profile holds the creator email to the spec's rule too, as Social Settings does: never empty.
  await page.goto("/xp");
  const details = page.getByRole("form", { name: "Profile details" });
  const creatorEmail = details.getByLabel(/Creator email/);
  const saved = await creatorEmail.inputValue();
  await creatorEmail.fill("");
  await details.getByRole("button", { name: "Save profile" }).click();
  await expect(details.getByText("Please enter an email")).toBeVisible();
  await page.reload();
  await expect(creatorEmail).toHaveValue(saved);
});
