import type { Server } from "node:http";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// The Promos & Deals actions as the page calls them: board sync against the local monday.com
// server, the promo email parser with and without the local OpenAI-compatible one.

vi.mock("@/lib/session", () => import("@/test/signed-in"));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

import { formOf } from "@/test/form";
import { session } from "@/test/signed-in";
import { getDb } from "@/db";
import { profiles, promos } from "@/db/schema";
import { claimMondaySync, createPromo, getMondaySettings, listPromos, releaseMondaySync, saveMondaySettings } from "@/db/queries/promos";
import { parsePromoEmail, removeMondayToken, saveMondayToken, syncBoard } from "@/app/(app)/promos/actions";
import { aiRequestsSpent, useUpAiAllowance } from "@/test/ai-allowance";
// @ts-expect-error -- a plain ES module shared with the Playwright run
import { useFakeOpenAi } from "@/test/fake-openai-server.mjs";
import { FAKE_BOARD_ID, FAKE_MONDAY_TOKEN, type FakeBoard, startFakeMonday } from "@/test/fake-monday-server";
import { createTestUser } from "@/test/users";

const deal = (brandName: string) => ({ brandName, campaignName: null, rate: null, contactEmail: null, deliverables: null });

async function signedInCreator() {
  session.user = await createTestUser();
  return session.user;
}

describe("board sync", () => {
  let board: FakeBoard;
  let server: Server;
  let fakeUrl: string;
  beforeAll(async () => {
    const fake = await startFakeMonday();
    ({ board, server } = fake);
    fakeUrl = fake.url;
    process.env.MONDAY_API_URL = fake.url;
  });
  afterAll(() => {
    delete process.env.MONDAY_API_URL;
    server.close();
  });
  beforeEach(() => {
    board.items.clear();
    board.faults.length = 0;
    board.calls.length = 0;
    board.hold = null;
  });

  it("remembers the items made before monday stops a sync, so the retry updates them instead of adding them again", async () => {
    const user = await signedInCreator();
    await saveMondaySettings(user.id, { apiToken: FAKE_MONDAY_TOKEN });
    for (const brand of ["Glow", "Mics", "Lamp", "Desk"]) await createPromo(user.id, deal(brand));

    board.faults.push({ operation: "create", after: 2, answer: "complexity" });
    expect(await syncBoard(formOf({ boardId: FAKE_BOARD_ID }))).toEqual({
      ok: false,
      error: "monday.com is limiting requests right now. Try again in a minute. 2 of 4 deals reached the board first; the next sync updates them instead of adding them again.",
    });
    expect((await listPromos(user.id)).filter((promo) => promo.mondayItemId)).toHaveLength(2);
    expect(board.items.size).toBe(2);

    expect(await syncBoard(formOf({ boardId: FAKE_BOARD_ID }))).toEqual({ ok: true, data: { message: "Synced 4 deals to monday.com (2 new, 2 updated)" } });
    expect(board.items.size).toBe(4);
    expect(new Set((await listPromos(user.id)).map((promo) => promo.mondayItemId))).toEqual(new Set(board.items.keys()));
  });

  it("runs one sync at a time: a second, from another tab, says one is running and adds no item twice", async () => {
    const user = await signedInCreator();
    await saveMondaySettings(user.id, { apiToken: FAKE_MONDAY_TOKEN });
    for (const brand of ["Glow", "Mics", "Lamp"]) await createPromo(user.id, deal(brand));

    // The first sync is held at its board lookup while the second starts.
    let letFirstGoOn!: () => void;
    board.hold = new Promise((resolve) => (letFirstGoOn = resolve));
    const first = syncBoard(formOf({ boardId: FAKE_BOARD_ID }));
    try {
      await vi.waitFor(() => expect(board.calls).toContain("boards held"), { timeout: 10_000 });
      expect(await syncBoard(formOf({ boardId: FAKE_BOARD_ID }))).toEqual({
        ok: false,
        error: "A sync to monday.com is already running (in another tab, maybe). Try again once it has finished.",
      });
    } finally {
      board.hold = null;
      letFirstGoOn();
    }
    expect(await first).toEqual({ ok: true, data: { message: "Synced 3 deals to monday.com (3 new, 0 updated)" } });
    expect(board.items.size).toBe(3);
    // Once it has finished, the next one runs.
    expect(await syncBoard(formOf({ boardId: FAKE_BOARD_ID }))).toEqual({ ok: true, data: { message: "Synced 3 deals to monday.com (0 new, 3 updated)" } });
    // A claim left by a server that stopped mid-sync lapses after ten minutes.
    await getDb().update(profiles).set({ mondaySyncStartedAt: sql`now() - interval '11 minutes'` }).where(eq(profiles.userId, user.id));
    expect(await syncBoard(formOf({ boardId: FAKE_BOARD_ID }))).toMatchObject({ ok: true });
    await getDb().update(profiles).set({ mondaySyncStartedAt: sql`now() - interval '9 minutes'` }).where(eq(profiles.userId, user.id));
    expect(await syncBoard(formOf({ boardId: FAKE_BOARD_ID }))).toMatchObject({ ok: false, error: expect.stringContaining("already running") });
  });

  it("a sync that outlived its claim ends only its own: the sync that took over keeps its claim", async () => {
    const user = await signedInCreator();
    const [{ stale }] = await getDb()
      .update(profiles)
      .set({ mondaySyncStartedAt: sql`now() - interval '11 minutes'` })
      .where(eq(profiles.userId, user.id))
      .returning({ stale: sql<string>`${profiles.mondaySyncStartedAt}::text` });
    const takenOver = await claimMondaySync(user.id);
    expect(takenOver).not.toBeNull();
    await releaseMondaySync(user.id, stale);
    expect(await claimMondaySync(user.id)).toBeNull();
    await releaseMondaySync(user.id, takenOver!);
    expect(await claimMondaySync(user.id)).not.toBeNull();
  });

  it("with no deals yet, says the board is connected and that there is nothing to sync, rather than 'Synced 0 deals'", async () => {
    const user = await signedInCreator();
    await saveMondaySettings(user.id, { apiToken: FAKE_MONDAY_TOKEN });
    expect(await syncBoard(formOf({ boardId: FAKE_BOARD_ID }))).toEqual({
      ok: true,
      data: { message: "Your monday.com board is connected. No deals to sync yet: add one, then sync again." },
    });
    expect(await getMondaySettings(user.id)).toMatchObject({ boardId: FAKE_BOARD_ID });
    expect(board.items.size).toBe(0);
  });

  it("saves the board ID only once monday shows the board: a bad or unknown ID changes nothing", async () => {
    const user = await signedInCreator();
    await saveMondaySettings(user.id, { apiToken: FAKE_MONDAY_TOKEN });
    await createPromo(user.id, deal("Glow"));

    expect(await syncBoard(formOf({ boardId: "999" }))).toEqual({ ok: false, error: "No monday.com board with ID 999 is visible to this API token." });
    expect(await getMondaySettings(user.id)).toMatchObject({ boardId: null });
    expect(await syncBoard(formOf({ boardId: FAKE_BOARD_ID }))).toMatchObject({ ok: true });
    expect(await getMondaySettings(user.id)).toMatchObject({ boardId: FAKE_BOARD_ID });

    expect(await syncBoard(formOf({ boardId: "board-7" }))).toEqual({ ok: false, fieldErrors: { boardId: ["The board ID is the number at the end of the board's address"] } });
    // A pasted board address gives its ID.
    expect(await syncBoard(formOf({ boardId: `https://team.monday.com/boards/${FAKE_BOARD_ID}/views/12` }))).toMatchObject({ ok: true });
    expect(await syncBoard(formOf({ boardId: "999" }))).toMatchObject({ ok: false, error: "No monday.com board with ID 999 is visible to this API token." });
    await saveMondaySettings(user.id, { apiToken: "revoked-token" });
    expect(await syncBoard(formOf({ boardId: "77" }))).toEqual({ ok: false, error: "monday.com refused the API token. Check it and save it again." });
    expect(await getMondaySettings(user.id)).toMatchObject({ boardId: FAKE_BOARD_ID });
    expect(board.items.size).toBe(1);
  });

  it("forgets a removed token but keeps the board and its items, so a new token updates the same items", async () => {
    const user = await signedInCreator();
    await saveMondaySettings(user.id, { apiToken: FAKE_MONDAY_TOKEN });
    await createPromo(user.id, deal("Glow"));
    expect(await syncBoard(formOf({ boardId: FAKE_BOARD_ID }))).toMatchObject({ ok: true });

    expect(await removeMondayToken()).toEqual({ ok: true, data: undefined });
    expect(await getMondaySettings(user.id)).toEqual({ apiToken: null, boardId: FAKE_BOARD_ID });
    expect(await syncBoard(formOf({ boardId: FAKE_BOARD_ID }))).toEqual({ ok: false, error: "Add your monday.com API token first" });

    await saveMondaySettings(user.id, { apiToken: FAKE_MONDAY_TOKEN });
    expect(await syncBoard(formOf({ boardId: FAKE_BOARD_ID }))).toEqual({ ok: true, data: { message: "Synced 1 deal to monday.com (0 new, 1 updated)" } });
    expect(board.items.size).toBe(1);
  });

  it("saves a token only once monday.com accepts it; a refused one changes nothing and the field says why", async () => {
    const user = await signedInCreator();
    await saveMondaySettings(user.id, { apiToken: FAKE_MONDAY_TOKEN });
    expect(await saveMondayToken(formOf({ apiToken: "a-mistyped-token" }))).toEqual({
      ok: false,
      fieldErrors: { apiToken: ["monday.com refused the API token. Check it and save it again."] },
    });
    expect(await getMondaySettings(user.id)).toMatchObject({ apiToken: FAKE_MONDAY_TOKEN });

    await removeMondayToken();
    expect(await saveMondayToken(formOf({ apiToken: ` ${FAKE_MONDAY_TOKEN} ` }))).toEqual({ ok: true, data: { checked: true } });
    expect(await getMondaySettings(user.id)).toMatchObject({ apiToken: FAKE_MONDAY_TOKEN });
  });

  it("saves a token monday.com can't say about now (limiting, failing itself, out of reach) and says the next sync checks it", async () => {
    const user = await signedInCreator();
    for (const answer of ["rate-limit", "server-error"] as const) {
      board.faults.push({ operation: "me", answer });
      expect(await saveMondayToken(formOf({ apiToken: FAKE_MONDAY_TOKEN })), answer).toEqual({ ok: true, data: { checked: false } });
    }
    process.env.MONDAY_API_URL = "http://127.0.0.1:59999/v2";
    try {
      expect(await saveMondayToken(formOf({ apiToken: FAKE_MONDAY_TOKEN }))).toEqual({ ok: true, data: { checked: false } });
    } finally {
      process.env.MONDAY_API_URL = fakeUrl;
    }
    expect(await getMondaySettings(user.id)).toMatchObject({ apiToken: FAKE_MONDAY_TOKEN });
  });
});

describe("the promo email parser", () => {
  const email = (offer = "We can pay $1,200 for a video.") => formOf({ emailSubject: "Collab?", emailBody: `From: Dana <dana@glow-skincare.com>\n${offer}` });
  const promosOf = (userId: string) => getDb().select().from(promos).where(eq(promos.userId, userId));

  it("spends one of the creator's AI requests only when AI reads the email, and says so once this hour's are used up", async () => {
    delete process.env.OPENAI_API_KEY;
    const user = await signedInCreator();
    expect(await parsePromoEmail(email())).toEqual({ ok: true, data: { brandName: "Glow Skincare", usedAi: false, alreadyAdded: false } });
    expect(await aiRequestsSpent(user.id)).toBe(0);

    const { stop } = await useFakeOpenAi();
    try {
      expect(await parsePromoEmail(email("Our budget is $2,500."))).toEqual({ ok: true, data: { brandName: "Glow Skincare", usedAi: true, alreadyAdded: false } });
      expect(await aiRequestsSpent(user.id)).toBe(1);
      await useUpAiAllowance(user.id);
      expect(await parsePromoEmail(email("Still keen: $3,000?"))).toEqual({
        ok: false,
        error: expect.stringMatching(/^You've used this hour's AI requests\. Try again in \d+ minutes?\.$/),
      });
    } finally {
      await stop();
    }
    expect(await promosOf(user.id)).toHaveLength(2);
  });

  it("adds an email pasted again once, whatever its spacing, and spends no AI request on it", async () => {
    const user = await signedInCreator();
    const { stop } = await useFakeOpenAi();
    try {
      expect(await parsePromoEmail(email())).toMatchObject({ ok: true, data: { usedAi: true, alreadyAdded: false } });
      const again = formOf({ emailSubject: "  Collab? ", emailBody: "From: Dana <dana@glow-skincare.com>\r\n\r\nWe can pay $1,200 for a video.  " });
      expect(await parsePromoEmail(again)).toEqual({ ok: true, data: { brandName: "Glow Skincare", usedAi: false, alreadyAdded: true } });
      expect(await aiRequestsSpent(user.id)).toBe(1);
    } finally {
      await stop();
    }
    expect(await promosOf(user.id)).toHaveLength(1);
  });
});
