import { describe, expect, it } from "vitest";
import { shareTarget } from "./share";

describe("shareTarget", () => {
  it("builds a Twitter web intent from the title and hashtags", () => {
    const target = shareTarget({ platform: "Twitter", title: "My studio tour & tips", hashtags: ["creator", "studio tour"] });
    expect(target).toEqual({
      label: "Share on Twitter",
      url: "https://twitter.com/intent/tweet?text=My+studio+tour+%26+tips&hashtags=creator%2Cstudiotour",
    });
    const url = new URL("url" in target ? target.url : "");
    expect(url.searchParams.get("text")).toBe("My studio tour & tips");
    expect(url.searchParams.get("hashtags")).toBe("creator,studiotour");
  });

  it("leaves hashtags out when there are none", () => {
    expect(shareTarget({ platform: "Twitter", title: "Hi", hashtags: [] })).toEqual({ label: "Share on Twitter", url: "https://twitter.com/intent/tweet?text=Hi" });
  });

  it("sends YouTube to the studio", () => {
    expect(shareTarget({ platform: "YouTube", title: "x", hashtags: [] })).toEqual({ label: "Open YouTube Studio", url: "https://studio.youtube.com/" });
  });

  it.each(["Instagram", "TikTok"] as const)("has no link for %s, and says so", (platform) => {
    expect(shareTarget({ platform, title: "x", hashtags: [] })).toEqual({ label: null, reason: `${platform} has no share link: share it again from the ${platform} app.` });
  });
});
