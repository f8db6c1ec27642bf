import type { Platform } from "./workflow";

export type ShareTarget = { label: string; url: string } | { label: null; reason: string };

const YOUTUBE_STUDIO = "https://studio.youtube.com/";

/** "Share again" (spec: Posted): a Twitter web intent, YouTube's studio, nothing for the others. */
export function shareTarget(item: { platform: Platform; title: string; hashtags: string[] }): ShareTarget {
  switch (item.platform) {
    case "Twitter": {
      const params = new URLSearchParams({ text: item.title });
      if (item.hashtags.length > 0) params.set("hashtags", item.hashtags.map((tag) => tag.replace(/\s+/g, "")).join(","));
      return { label: "Share on Twitter", url: `https://twitter.com/intent/tweet?${params}` };
    }
    case "YouTube":
      return { label: "Open YouTube Studio", url: YOUTUBE_STUDIO };
    case "Instagram":
    case "TikTok":
      return { label: null, reason: `${item.platform} has no share link: share it again from the ${item.platform} app.` };
  }
}
