import { afterEach, describe, expect, it } from "vitest";
import { findKeptPage, forgetKeptPages, keepPage, keptPagesSize, MAX_AGE_MS, pageKey, type PageKeyParts } from "./page-cache";

const parts: PageKeyParts = { userId: "u1", pageVersion: 7, localDate: "2026-12-02", theme: "system", sidebarOpen: true, phone: false, address: "/content?tab=active" };
const page = (html: string) => ({ html, nonce: "n0nce", headers: [["content-type", "text/html"]] as [string, string][] });

afterEach(forgetKeptPages);

describe("pageKey", () => {
  it("differs when any part a page is made of differs", () => {
    const changed: Partial<PageKeyParts>[] = [
      { userId: "u2" },
      { pageVersion: 8 },
      { localDate: "2026-12-03" },
      { theme: "dark" },
      { theme: "light" },
      { sidebarOpen: false },
      { phone: true },
      { address: "/content?tab=posted" },
    ];
    const keys = new Set([pageKey(parts), ...changed.map((change) => pageKey({ ...parts, ...change }))]);
    expect(keys.size).toBe(changed.length + 1);
    expect(pageKey({ ...parts })).toBe(pageKey(parts));
  });
});

describe("kept pages", () => {
  it("finds a page only under the key it was kept under", () => {
    keepPage(pageKey(parts), page("<p>kept</p>"));
    expect(findKeptPage(pageKey(parts))?.html).toBe("<p>kept</p>");
    expect(findKeptPage(pageKey({ ...parts, pageVersion: 8 }))).toBeNull();
  });

  it(`forgets a page ${MAX_AGE_MS / 1000} s after it was rendered`, () => {
    keepPage(pageKey(parts), page("<p>kept</p>"), 1_000);
    expect(findKeptPage(pageKey(parts), 1_000 + MAX_AGE_MS)).not.toBeNull();
    expect(findKeptPage(pageKey(parts), 1_001 + MAX_AGE_MS)).toBeNull();
    expect(keptPagesSize()).toEqual({ pages: 0, bytes: 0 });
  });

  it("keeps one page per key, counting its bytes once", () => {
    keepPage(pageKey(parts), page("a".repeat(100)));
    keepPage(pageKey(parts), page("b".repeat(100)));
    expect(keptPagesSize()).toEqual({ pages: 1, bytes: 200 });
    expect(findKeptPage(pageKey(parts))?.html).toBe("b".repeat(100));
  });

  it("stays within 32 MiB by forgetting the page used longest ago", () => {
    // Each 1 MiB of text, 2 MiB in memory: sixteen fit.
    const html = "x".repeat(1024 * 1024);
    for (let n = 0; n < 16; n++) keepPage(pageKey({ ...parts, address: `/${n}` }), page(html));
    findKeptPage(pageKey({ ...parts, address: "/0" })); // used again: now the newest
    keepPage(pageKey({ ...parts, address: "/16" }), page(html));
    expect(keptPagesSize()).toEqual({ pages: 16, bytes: 32 * 1024 * 1024 });
    expect(findKeptPage(pageKey({ ...parts, address: "/0" }))).not.toBeNull();
    expect(findKeptPage(pageKey({ ...parts, address: "/1" }))).toBeNull();
  });

  it("doesn't keep a page larger than an eighth of that", () => {
    keepPage(pageKey(parts), page("x".repeat(2 * 1024 * 1024 + 1)));
    expect(keptPagesSize().pages).toBe(0);
  });
});
