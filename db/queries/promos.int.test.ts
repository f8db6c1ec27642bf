import { describe, expect, it } from "vitest";
import { createPromo, deletePromo, getPromoTotals, listPromoPage, listPromos, rememberMondayItem, updatePromo, updatePromoDetails } from "@/db/queries/promos";
import { getCreatorSummary } from "@/db/queries/profiles";
import { PAGE_SIZE } from "@/lib/rules/paging";
import { nextMillisecond } from "@/test/clock";
import { shownOf } from "@/test/shown";
import { createTestUser } from "@/test/users";

const deal = (brandName: string, rate: string | null) => ({ brandName, campaignName: null, rate, contactEmail: null, deliverables: null });

describe("promos", () => {
  it("lists deals newest first, negotiating by default with both toggles off", async () => {
    const user = await createTestUser();
    await createPromo(user.id, deal("First", "100.00"));
    await nextMillisecond();
    const second = await createPromo(user.id, deal("Second", null));
    expect(second).toMatchObject({ status: "negotiating", contractSigned: false, invoiceSent: false, rate: null });
    expect((await listPromos(user.id)).map((promo) => promo.brandName)).toEqual(["Second", "First"]);
  });

  it("shows the newest page of deals and says whether there are more", async () => {
    const user = await createTestUser();
    for (let n = 1; n <= PAGE_SIZE + 1; n++) {
      await createPromo(user.id, deal(`Brand ${n}`, null));
      await nextMillisecond();
    }
    const first = await listPromoPage(user.id, PAGE_SIZE);
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.rows[0].brandName).toBe(`Brand ${PAGE_SIZE + 1}`);
    expect(first.more).toBe(true);
    const all = await listPromoPage(user.id, PAGE_SIZE * 2);
    expect(all).toMatchObject({ more: false });
    expect(all.rows.at(-1)?.brandName).toBe("Brand 1");
  });

  it("an edit of a deal's details from a dialog that showed them before another tab's edit changes nothing; a status change is no conflict", async () => {
    const user = await createTestUser();
    const promo = await createPromo(user.id, deal("Glow", "2500.50"));
    await updatePromo(user.id, promo.id, { field: "status", value: "signed" });
    const raised = deal("Glow", "3000.00");
    expect(await updatePromoDetails(user.id, promo.id, raised, shownOf(promo, raised))).toMatchObject({ rate: "3000.00", status: "signed" });
    expect(await updatePromoDetails(user.id, promo.id, deal("Glow Labs", "2500.50"), shownOf(promo, raised))).toBe("changed");
    expect((await listPromos(user.id))[0]).toMatchObject({ brandName: "Glow", rate: "3000.00" });
  });

  it("changes the status and the two toggles independently", async () => {
    const user = await createTestUser();
    const promo = await createPromo(user.id, deal("Glow", "2500.50"));
    expect(await updatePromo(user.id, promo.id, { field: "contractSigned", value: true })).toMatchObject({ contractSigned: true, invoiceSent: false, status: "negotiating" });
    expect(await updatePromo(user.id, promo.id, { field: "status", value: "delivered" })).toMatchObject({ contractSigned: true, status: "delivered" });
    expect(await updatePromo(user.id, promo.id, { field: "invoiceSent", value: true })).toMatchObject({ invoiceSent: true, status: "delivered" });
  });

  it("totals deal value by status as exact decimals", async () => {
    const user = await createTestUser();
    await createPromo(user.id, deal("A", "0.10"));
    await createPromo(user.id, deal("B", "0.20"));
    await createPromo(user.id, deal("C", null));
    const paid = await createPromo(user.id, deal("D", "1999.99"));
    await updatePromo(user.id, paid.id, { field: "status", value: "paid" });
    expect(await getPromoTotals(user.id)).toEqual({
      negotiating: { value: "0.30", deals: 3 },
      signed: { value: "0.00", deals: 0 },
      delivered: { value: "0.00", deals: 0 },
      paid: { value: "1999.99", deals: 1 },
    });
  });

  it("a second user can neither see, total nor change the first user's deals", async () => {
    const [owner, other] = await Promise.all([createTestUser(), createTestUser()]);
    const promo = await createPromo(owner.id, deal("Private", "500.00"));
    expect(await listPromos(other.id)).toEqual([]);
    expect((await getPromoTotals(other.id)).negotiating).toEqual({ value: "0.00", deals: 0 });
    expect(await updatePromo(other.id, promo.id, { field: "status", value: "paid" })).toBeNull();
    expect((await listPromos(owner.id))[0].status).toBe("negotiating");
  });

  it("deletes a deal, synced or not, and it leaves the totals; deals earn no XP, so none changes", async () => {
    const user = await createTestUser();
    const kept = await createPromo(user.id, deal("Kept", "100.00"));
    const synced = await createPromo(user.id, deal("Synced", "250.00"));
    await rememberMondayItem(user.id, synced.id, "monday-item-1");
    const xpBefore = (await getCreatorSummary(user.id))?.totalXp;

    expect(await deletePromo(user.id, synced.id)).toBe(true);
    expect((await listPromos(user.id)).map((promo) => promo.id)).toEqual([kept.id]);
    expect((await getPromoTotals(user.id)).negotiating).toEqual({ value: "100.00", deals: 1 });
    expect((await getCreatorSummary(user.id))?.totalXp).toBe(xpBefore);
    expect(await deletePromo(user.id, synced.id)).toBe(false);
  });

  it("a second user cannot delete the first user's deal", async () => {
    const [owner, other] = await Promise.all([createTestUser(), createTestUser()]);
    const promo = await createPromo(owner.id, deal("Private", "500.00"));
    expect(await deletePromo(other.id, promo.id)).toBe(false);
    expect(await listPromos(owner.id)).toEqual([promo]);
  });
});
