import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { createContent } from "@/db/queries/content";
import { contentItems } from "@/db/schema";
import { normalizePostUrl } from "@/lib/rules/post-url";
import { createTestUser } from "@/test/users";

// Addresses as automations and creators saved them before the app kept one spelling.
const STORED = [
  "https://www.tiktok.com/@me/video/1/",
  "https://www.tiktok.com/@me/video/1#comments",
  "https://WWW.TikTok.com/@me/video/1//",
  "HTTPS://www.instagram.com/reel/AbC/",
  "https://www.youtube.com/watch/?v=abc#t",
  "https://www.youtube.com/watch?v=abc&t=5",
  "https://youtube.com:443/shorts/xyz/",
  "http://example.com:80/post/",
  "http://example.com:8080/post/",
  "https://youtu.be/",
  "https://youtu.be",
  "https://x.com?s=20",
  "https://x.com/me/status/1?",
  "https://www.tiktok.com/@me/video/1",
];

describe("migration 0026: stored post addresses in one spelling", () => {
  it("rewrites each stored address as normalizePostUrl does, and leaves what it can't read alone", async () => {
    const user = await createTestUser("Old addresses");
    const items = [];
    for (const [index, address] of [...STORED, "not a web address"].entries()) {
      const { item } = await createContent(user.id, { title: `Post ${index}`, platform: "TikTok", contentType: "original", postDate: null });
      await getDb().update(contentItems).set({ socialPostUrl: address }).where(eq(contentItems.id, item.id));
      items.push({ id: item.id, address });
    }

    const migration = readFileSync(path.join(import.meta.dirname, "migrations/0026_post_urls_in_one_spelling.sql"), "utf8");
    // One transaction: the migration's helper function lives in this connection's temporary schema.
    await getDb().transaction(async (tx) => {
      for (const statement of migration.split("--> statement-breakpoint")) await tx.execute(sql.raw(statement));
    });

    for (const { id, address } of items) {
      const [row] = await getDb().select({ url: contentItems.socialPostUrl }).from(contentItems).where(eq(contentItems.id, id));
      const expected = address === "not a web address" ? address : normalizePostUrl(address);
      expect(row.url, address).toBe(expected);
    }
  });
});
