import { describe, expect, it } from "vitest";
import { normalizePostUrl } from "./post-url";

describe("normalizePostUrl", () => {
  it.each([
    ["https://www.tiktok.com/@me/video/1", "https://www.tiktok.com/@me/video/1"],
    ["https://www.tiktok.com/@me/video/1/", "https://www.tiktok.com/@me/video/1"],
    ["https://www.tiktok.com/@me/video/1#comments", "https://www.tiktok.com/@me/video/1"],
    ["https://WWW.TikTok.com/@me/video/1//", "https://www.tiktok.com/@me/video/1"],
    ["https://www.youtube.com/watch?v=abc&t=5", "https://www.youtube.com/watch?v=abc&t=5"],
    ["https://www.youtube.com/watch/?v=abc#t", "https://www.youtube.com/watch?v=abc"],
    ["https://youtu.be/", "https://youtu.be/"],
  ])("%s → %s", (address, normalized) => {
    expect(normalizePostUrl(address)).toBe(normalized);
  });

  it("keeps the path's case and the query: they can name a different post", () => {
    expect(normalizePostUrl("https://youtu.be/AbC")).not.toBe(normalizePostUrl("https://youtu.be/abc"));
    expect(normalizePostUrl("https://www.youtube.com/watch?v=a")).not.toBe(normalizePostUrl("https://www.youtube.com/watch?v=b"));
  });
});
