import { randomBytes } from "node:crypto";
import { statSync } from "node:fs";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import postgres from "postgres";
import { AuthPage, signUpAndIn } from "../e2e/fixtures";
import { createCreator, DRILL_PASSWORD, freshDatabase } from "../scripts/drill.mjs";
import { buildImage, type Image, NOBODY, type RunningImage, startImage } from "./image";

// The Docker image, as the Dockerfile builds it, run the way `docker run` and docker-compose.yml
// run it: its own files only, as a non-root user, with the embedded database or with Postgres.
test.describe.configure({ mode: "serial" });

let image: Image;
// Sessions are signed with it; docker-compose.yml passes the one the user sets.
const AUTH_SECRET = randomBytes(32).toString("base64url");
// Undone after each test, last first, even when it failed or timed out halfway.
const cleanups: (() => unknown)[] = [];

test.beforeAll(async () => {
  test.setTimeout(600_000);
  image = buildImage();
});

test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

test.afterAll(() => image?.remove());

test("with the embedded database: a creator signs up, the app installs, and docker stop ends it cleanly", async ({ browser }) => {
  const server = await started({ AUTH_SECRET });
  expect(await (await fetch(`${server.base}/api/health`)).json()).toEqual({ status: "ok", database: "pglite" });
  // Docker's HEALTHCHECK finds the server on the port it listens on (PORT: the drill's, not 3000).
  expect(server.healthcheck(), "the Dockerfile's HEALTHCHECK command exits 0").toBe(0);
  const page = await pageOn(browser, server);
  const assets = staticAssetsLoaded(page);
  await signUpAndIn(page);
  // A run stage that left out .next/static would serve the page unstyled and inert.
  expect(assets.filter((asset) => asset.url.endsWith(".css")).length).toBeGreaterThan(0);
  expect(assets.filter((asset) => asset.url.endsWith(".js")).length).toBeGreaterThan(0);
  expect(assets.filter((asset) => asset.status !== 200)).toEqual([]);
  await page.context().close();

  // What installing the app needs: the manifest, its icons (public/) and the service worker.
  const manifest = await (await fetch(`${server.base}/manifest.webmanifest`)).json();
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await fetch(new URL(icon.src, server.base))).status, icon.src).toBe(200);
  }
  const worker = await fetch(`${server.base}/serwist/sw.js`);
  expect(worker.status).toBe(200);
  expect(worker.headers.get("content-type")).toContain("javascript");

  // The creator's data lives in the image's data volume, written by the image's user.
  const pglite = statSync(path.join(image.env.DATA_DIR, "pglite"));
  if (process.getuid?.() === 0) expect(pglite.uid).toBe(NOBODY);

  await stopLikeDocker(server);
});

test("with Postgres (DATABASE_URL): a creator signs in and a webhook delivery lands in the database", async ({ browser }) => {
  test.skip(!process.env.DATABASE_URL, "needs a local Postgres server: set DATABASE_URL");
  const database = await freshDatabase("creator_quest_image");
  cleanups.push(() => database.drop());
  const db = postgres(database.url, { max: 1, onnotice: () => {} });
  cleanups.push(() => db.end({ timeout: 1 }));

  const server = await started({ AUTH_SECRET, DATABASE_URL: database.url });
  expect(await (await fetch(`${server.base}/api/health`)).json()).toEqual({ status: "ok", database: "postgres" });
  const creator = await createCreator(db);
  const page = await pageOn(browser, server);
  const auth = new AuthPage(page);
  await auth.goto();
  await auth.signIn(creator.email, DRILL_PASSWORD);
  await expect(page.getByRole("heading", { name: "Command Center", level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.context().close();

  const delivery = await fetch(`${server.base}/api/webhooks/social-post/${creator.token}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ platform: "TikTok", userId: creator.id, postTitle: "Shipped from the image" }),
  });
  expect(await delivery.json()).toMatchObject({ ok: true, outcome: "created" });
  const [posted] = await db`select title, workflow_step from content_items where user_id = ${creator.id}`;
  expect(posted).toEqual({ title: "Shipped from the image", workflow_step: "posted" });

  await stopLikeDocker(server);
});

/** The image's server, killed after the test if it is still running then. */
async function started(env: Record<string, string>): Promise<RunningImage> {
  const server = await startImage(image, env);
  cleanups.push(() => server.kill());
  return server;
}

/**
 * `docker stop`: SIGTERM. Next.js drains the open requests, the app closes its database, and the
 * process exits with 143 (128 + SIGTERM, which Next.js uses after draining), not killed.
 */
async function stopLikeDocker(server: RunningImage) {
  server.terminate();
  const exit = await server.exited;
  const log = server.log.join("");
  expect(exit, log.slice(-2000)).toEqual({ code: 143, signal: null });
  expect(log).toContain("Database connections closed");
}

async function pageOn(browser: Browser, server: RunningImage): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.base });
  cleanups.push(() => context.close());
  return context.newPage();
}

/** Every /_next/static/ response the page gets from now on (scripts, styles, fonts). */
function staticAssetsLoaded(page: Page) {
  const assets: { url: string; status: number }[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/_next/static/")) assets.push({ url: response.url(), status: response.status() });
  });
  return assets;
}
