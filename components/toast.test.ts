import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// components/toast.ts loads sonner after the page: toasts asked for before it arrives wait for it
// and keep their order, and a failed load is tried again by the next toast.

const shown: string[] = [];
let failLoads = 0;

function sonnerModule() {
  if (failLoads > 0) {
    failLoads -= 1;
    throw new Error("offline");
  }
  const toast = Object.assign((message: string) => shown.push(`plain: ${message}`), {
    success: (message: string) => shown.push(`success: ${message}`),
    error: (message: string) => shown.push(`error: ${message}`),
    info: (message: string) => shown.push(`info: ${message}`),
    dismiss: (id?: string) => shown.push(`dismiss: ${id}`),
  });
  return { toast };
}

async function freshToastModule() {
  vi.resetModules();
  vi.doMock("sonner", sonnerModule);
  return import("./toast");
}

async function settle() {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  shown.length = 0;
  failLoads = 0;
});

afterEach(() => vi.restoreAllMocks());

describe("toast", () => {
  it("shows nothing until sonner has loaded, then every toast in the order asked", async () => {
    const { toast } = await freshToastModule();
    toast.success("Saved");
    toast.error("Couldn't save");
    toast("Heads up");
    toast.info("Synced");
    toast.dismiss("t1");
    expect(shown).toEqual([]);
    await settle();
    expect(shown).toEqual(["success: Saved", "error: Couldn't save", "plain: Heads up", "info: Synced", "dismiss: t1"]);
  });

  it("after a failed load says so on the console and the next toast loads sonner again", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    failLoads = 1;
    const { toast } = await freshToastModule();
    toast.success("Lost");
    await settle();
    expect(shown).toEqual([]);
    expect(consoleError).toHaveBeenCalledWith("Could not load the toasts", expect.any(Error));

    toast.success("Saved");
    await settle();
    expect(shown).toEqual(["success: Saved"]);
  });
});
