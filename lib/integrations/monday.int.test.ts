import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPromo, listPromos, rememberMondayItem, updatePromo, updatePromoDetails } from "@/db/queries/promos";
import { findBoard, MondayError, syncPromosToMonday } from "@/lib/integrations/monday";
import { nextMillisecond } from "@/test/clock";
import { FAKE_BOARD_ID, FAKE_MONDAY_TOKEN, type FakeBoard, type FakeFault, startFakeMonday } from "@/test/fake-monday-server";
import { shownOf } from "@/test/shown";
import { createTestUser } from "@/test/users";

let board: FakeBoard;
let server: Server;
beforeAll(async () => {
  const fake = await startFakeMonday();
  board = fake.board;
  server = fake.server;
  process.env.MONDAY_API_URL = fake.url;
});
afterAll(() => {
  delete process.env.MONDAY_API_URL;
  server.close();
});

const deal = (brandName: string) => ({ brandName, campaignName: "Spring", rate: "1500.00", contactEmail: "deals@brand.io", deliverables: null });

/** One sync of the user's deals, remembering each new item as the action does. */
async function sync(userId: string) {
  const target = await findBoard(FAKE_MONDAY_TOKEN, FAKE_BOARD_ID);
  return syncPromosToMonday(target, await listPromos(userId), (promoId, itemId) => rememberMondayItem(userId, promoId, itemId));
}

const itemOf = async (userId: string, promoId: string) => (await listPromos(userId)).find((promo) => promo.id === promoId)?.mondayItemId ?? null;

describe("board sync", () => {
  it("creates one item per deal, then updates the same items on the next sync", async () => {
    const user = await createTestUser();
    const glow = await createPromo(user.id, deal("Glow"));
    await createPromo(user.id, deal("Mics"));
    const before = board.items.size;

    expect(await sync(user.id)).toEqual({ created: 2, updated: 0 });
    const glowItem = await itemOf(user.id, glow.id);
    expect(board.items.get(glowItem!)).toEqual({
      name: "Glow · Spring",
      values: { status: { label: "Negotiating" }, numbers: "1500.00", email: { email: "deals@brand.io", text: "deals@brand.io" } },
    });

    await updatePromo(user.id, glow.id, { field: "status", value: "paid" });
    expect(await sync(user.id)).toEqual({ created: 0, updated: 2 });
    expect(board.items.size).toBe(before + 2);
    expect(board.items.get(glowItem!)?.values.status).toEqual({ label: "Paid" });
  });

  it("adds the deal statuses to a new board's Status column instead of being refused", async () => {
    const user = await createTestUser();
    const glow = await createPromo(user.id, deal("Labels"));
    board.statusLabels = new Set(["Working on it", "Done", "Stuck"]);
    expect(await sync(user.id)).toEqual({ created: 1, updated: 0 });
    await updatePromo(user.id, glow.id, { field: "status", value: "signed" });
    expect(await sync(user.id)).toEqual({ created: 0, updated: 1 });
    expect(board.items.get((await itemOf(user.id, glow.id))!)?.values.status).toEqual({ label: "Signed" });
    expect(board.statusLabels).toEqual(new Set(["Working on it", "Done", "Stuck", "Negotiating", "Signed"]));
  });

  it("clears on the board what was removed from the deal", async () => {
    const user = await createTestUser();
    const glow = await createPromo(user.id, deal("Cleared"));
    await sync(user.id);
    const cleared = { ...deal("Cleared"), campaignName: null, rate: null, contactEmail: null };
    await updatePromoDetails(user.id, glow.id, cleared, shownOf(glow, cleared));
    expect(await sync(user.id)).toEqual({ created: 0, updated: 1 });
    expect(board.items.get((await itemOf(user.id, glow.id))!)).toEqual({ name: "Cleared", values: { status: { label: "Negotiating" } } });
  });

  it("says so when monday.com can't be reached", async () => {
    const url = process.env.MONDAY_API_URL;
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    process.env.MONDAY_API_URL = `http://127.0.0.1:${port}/v2`;
    try {
      await expect(findBoard(FAKE_MONDAY_TOKEN, FAKE_BOARD_ID)).rejects.toThrow("monday.com could not be reached. Check your connection and try again in a minute.");
    } finally {
      process.env.MONDAY_API_URL = url;
    }
  });

  it("says what went wrong: a refused token, an unknown board", async () => {
    await expect(findBoard("wrong-token", FAKE_BOARD_ID)).rejects.toThrow(new MondayError("monday.com refused the API token. Check it and save it again."));
    await expect(findBoard(FAKE_MONDAY_TOKEN, "999")).rejects.toThrow("No monday.com board with ID 999 is visible to this API token.");
  });

  it.each<[FakeFault["answer"], string]>([
    ["rate-limit", "monday.com is limiting requests right now. Try again in 30 seconds."],
    ["complexity", "monday.com is limiting requests right now. Try again in a minute."],
    ["server-error", "monday.com had a problem (it answered 500). Try again in a few minutes."],
  ])("makes a deleted item again, but a %s answer stops the sync and makes nothing", async (answer, message) => {
    const user = await createTestUser();
    const older = await createPromo(user.id, deal("Older"));
    await nextMillisecond();
    const newer = await createPromo(user.id, deal("Newer"));
    await sync(user.id);
    const olderItem = await itemOf(user.id, older.id);
    const deletedItem = await itemOf(user.id, newer.id);
    board.items.delete(deletedItem!);
    const size = board.items.size;

    // Newest first: the deleted item's update is answered "not found" (made again), then monday
    // refuses the older deal's update. That says nothing about the item, so it stays as it is.
    board.faults.push({ operation: "update", after: 1, answer });
    const stopped = await sync(user.id).catch((error: unknown) => error);
    expect(stopped).toBeInstanceOf(MondayError);
    expect((stopped as MondayError).message).toBe(`${message} 1 of 2 deals reached the board first; the next sync updates them instead of adding them again.`);
    const remade = await itemOf(user.id, newer.id);
    expect(remade).not.toBe(deletedItem);
    expect(board.items.has(remade!)).toBe(true);
    expect(await itemOf(user.id, older.id)).toBe(olderItem);
    expect(board.items.size).toBe(size + 1);

    expect(await sync(user.id)).toEqual({ created: 0, updated: 2 });
    expect(board.items.size).toBe(size + 1);
  });
});

describe("board sync when monday answers an update of a deleted item with a bare 500", () => {
  it("asks for the item, finds it gone and makes it again, instead of stopping every sync there", async () => {
    const user = await createTestUser();
    const promo = await createPromo(user.id, deal("Gone"));
    await sync(user.id);
    const deletedItem = await itemOf(user.id, promo.id);
    board.items.delete(deletedItem!);
    board.missingItemAnswer = "server-error";
    try {
      expect(await sync(user.id)).toEqual({ created: 1, updated: 0 });
    } finally {
      board.missingItemAnswer = "not-found";
    }
    const remade = await itemOf(user.id, promo.id);
    expect(remade).not.toBe(deletedItem);
    expect(board.items.get(remade!)?.name).toBe("Gone · Spring");
    expect(board.calls.at(-2)).toBe("items");
  });
});
