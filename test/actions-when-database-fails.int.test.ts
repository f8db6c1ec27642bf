import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The database fails while an add or save action reads the creator's day (every form's date
// limits depend on it): the action answers with its own failure, which the form shows while it
// keeps what was typed, and logs what failed, as when the save itself fails.

vi.mock("@/lib/session", () => import("@/test/signed-in"));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));
vi.mock("@/db/queries/profiles", async (original) => ({
  ...(await original<typeof import("@/db/queries/profiles")>()),
  getCreatorToday: vi.fn(async () => {
    throw new Error("Connection terminated unexpectedly");
  }),
}));

import { formOf } from "@/test/form";
import { session } from "@/test/signed-in";
import { createTestUser } from "@/test/users";
import { rescheduleItem } from "@/app/(app)/calendar/actions";
import { addContent } from "@/app/(app)/content/actions";
import { addEntry } from "@/app/(app)/finance/actions";
import { logHealth } from "@/app/(app)/health/actions";
import { addTask } from "@/app/(app)/tasks/actions";

describe("an action whose read of the creator's day fails", () => {
  let log: ReturnType<typeof vi.spyOn>;
  beforeEach(async () => {
    session.user = await createTestUser();
    log = vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => log.mockRestore());

  const cases: [string, () => Promise<unknown>, string][] = [
    ["addTask", () => addTask(formOf({ title: "Edit the vlog", category: "Business" })), "Failed to add task"],
    ["addEntry", () => addEntry(formOf({ type: "income", amount: "120", category: "Sponsorship", entryDate: "2026-11-20" })), "Failed to add entry"],
    ["addContent", () => addContent(formOf({ title: "Studio tour", platform: "YouTube", contentType: "original" })), "Failed to add content"],
    ["logHealth", () => logHealth(formOf({ logDate: "2026-11-20", weight: "70" }), null), "Failed to save health log"],
    ["rescheduleItem", () => rescheduleItem("00000000-0000-4000-8000-000000000000", "2026-12-24"), "Failed to update content"],
  ];

  it.each(cases)("%s answers its failure and logs it, instead of throwing", async (name, action, message) => {
    await expect(action()).resolves.toEqual({ ok: false, error: message });
    expect(log).toHaveBeenCalledWith(`${name} failed`, expect.objectContaining({ message: "Connection terminated unexpectedly" }));
  });
});
