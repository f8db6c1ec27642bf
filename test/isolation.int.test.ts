import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Isolation between creators, proven for every server action and route handler in the app.
// The lists are read from the source tree (every "use server" module under app/, every route.ts
// under app/api), so a new action or route without a case in test/isolation-cases.ts fails this test.
//
// Each case runs as a second creator (the intruder) using the first creator's ids. Afterwards
// the owner's data must be exactly as before (their whole export compared), and no answer may
// contain anything of theirs.

// Outside Next.js: the session is whoever the test says, and request-bound helpers are inert.
vi.mock("@/lib/session", () => import("@/test/signed-in"));
vi.mock("@/lib/auth", () => ({
  auth: async () => null,
  signIn: async () => undefined,
  signOut: async () => undefined,
  handlers: { GET: async () => new Response(null, { status: 204 }), POST: async () => new Response(null, { status: 204 }) },
}));
vi.mock("next-auth", () => ({ AuthError: class AuthError extends Error {} }));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "localhost:3000", "x-forwarded-for": "203.0.113.9" }),
  cookies: async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined }),
}));

import { exportAccountData } from "@/db/queries/account";
import { getAvatar } from "@/db/queries/profile-settings";
import { getMondaySettings } from "@/db/queries/promos";
import { session } from "@/test/signed-in";
import { createTestUser } from "@/test/users";
import { cases, type Context, createOwner, type Fn, MARKER, type Owner } from "./isolation-cases";

const ROOT = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.includes(".test.") ? [relative] : [];
  });
}

/** "app/(app)/tasks/actions.ts#addTask", … and "app/api/…/route.ts#GET", … */
async function endpointsOfTheApp(): Promise<Map<string, (...args: never[]) => unknown>> {
  const endpoints = new Map<string, (...args: never[]) => unknown>();
  const files = sourceFiles("app").filter(
    (file) => /^\s*["']use server["']/.test(readFileSync(path.join(ROOT, file), "utf8")) || (file.startsWith("app/api/") && file.endsWith("/route.ts")),
  );
  for (const file of files) {
    const exports = (await import(/* @vite-ignore */ path.join(ROOT, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === "function") endpoints.set(`${file}#${name}`, value as (...args: never[]) => unknown);
    }
  }
  return endpoints;
}


describe("isolation between creators", () => {
  let endpoints: Awaited<ReturnType<typeof endpointsOfTheApp>>;
  let owner: Owner;
  let context: Context;

  beforeAll(async () => {
    endpoints = await endpointsOfTheApp();
    owner = await createOwner();
    const intruder = await createTestUser("Intruder");
    context = { owner, intruder };
    // Board sync and AI fail fast here (nothing listens), which is all these cases need.
    process.env.MONDAY_API_URL = "http://127.0.0.1:59999/v2";
  });
  afterAll(() => {
    session.user = null;
    delete process.env.MONDAY_API_URL;
  });

  it("finds the app's actions and routes, and has a case for each", () => {
    const table = cases(() => async () => undefined);
    expect(endpoints.size).toBeGreaterThan(50);
    const missing = [...endpoints.keys()].filter((key) => !(key in table));
    expect(missing, `endpoints without a case: ${missing.join(", ")}`).toEqual([]);
    expect(Object.keys(table).filter((key) => !endpoints.has(key)), "cases for endpoints that no longer exist").toEqual([]);
  });

  it("a caller whose session ended gets SESSION_ENDED from every action of the signed-in pages, never a redirect", async () => {
    // A redirect to /auth dropped what the creator had typed; the answer lets the page keep it.
    session.user = null;
    const actions = [...endpoints].filter(([key]) => key.startsWith("app/(app)/"));
    expect(actions.length).toBeGreaterThan(40);
    for (const [key, action] of actions) expect(await (action as Fn)(), key).toMatchObject({ ok: false, sessionEnded: true });
  });

  it("a second creator using the first one's ids gets nothing of theirs and changes nothing", async () => {
    const before = await exportAccountData(owner.user.id);
    const table = cases((key) => endpoints.get(key) as Fn);
    for (const [key, run] of Object.entries(table)) {
      session.user = context.intruder;
      const answer = JSON.stringify((await run(context)) ?? null);
      expect(answer, key).not.toContain(MARKER);
      expect(answer, key).not.toContain(owner.user.email);
      expect(answer, key).not.toContain(owner.token);
    }
    session.user = null;
    const after = await exportAccountData(owner.user.id);
    expect({ ...after, exportedAt: null }).toEqual({ ...before, exportedAt: null });
    // Secrets the export leaves out, compared on their own.
    expect(await getMondaySettings(owner.user.id)).toEqual({ apiToken: `monday-${MARKER}`, boardId: "123" });
    expect((await getAvatar(owner.user.id))?.bytes.toString()).toBe(`avatar-${MARKER}`);
  });
});
