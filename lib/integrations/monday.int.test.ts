import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPromo, listPromos, rememberMondayItems, updatePromo } from "@/db/queries/promos";
import { MondayError, syncPromosToMonday } from "@/lib/integrations/monday";
import { FAKE_BOARD_ID, FAKE_MONDAY_TOKEN, type FakeBoard, startFakeMonday } from "@/test/fake-monday-server";
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

describe("board sync", () => {
  it("creates one item per deal, then updates the same items on the next sync", async () => {
    const user = await createTestUser();
    const glow = await createPromo(user.id, deal("Glow"));
    await createPromo(user.id, deal("Mics"));

    const first = await syncPromosToMonday(FAKE_MONDAY_TOKEN, FAKE_BOARD_ID, await listPromos(user.id));
    expect(first).toMatchObject({ created: 2, updated: 0 });
    await rememberMondayItems(user.id, first.itemIds);
    const glowItem = board.items.get(first.itemIds.get(glow.id)!)!;
    expect(glowItem).toEqual({
      name: "Glow · Spring",
      values: { status: { label: "Negotiating" }, numbers: "1500.00", email: { email: "deals@brand.io", text: "deals@brand.io" } },
    });

    await updatePromo(user.id, glow.id, { field: "status", value: "paid" });
    const second = await syncPromosToMonday(FAKE_MONDAY_TOKEN, FAKE_BOARD_ID, await listPromos(user.id));
    expect(second).toMatchObject({ created: 0, updated: 2 });
    expect(board.items.size).toBe(2);
    expect(board.items.get(first.itemIds.get(glow.id)!)?.values.status).toEqual({ label: "Paid" });
  });

  it("says what went wrong: a refused token, an unknown board", async () => {
    await expect(syncPromosToMonday("wrong-token", FAKE_BOARD_ID, [])).rejects.toThrow(new MondayError("monday.com refused the API token. Check it and save it again."));
    await expect(syncPromosToMonday(FAKE_MONDAY_TOKEN, "999", [])).rejects.toThrow("No monday.com board with ID 999 is visible to this API token.");
  });
});
