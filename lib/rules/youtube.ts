// A library video is a YouTube address. Its id gives the thumbnail and the privacy-friendly
// embed (youtube-nocookie.com sets no cookies until the viewer presses play); the moment it was
// shared at (Share → "Start at 1:30" gives ?t=90) is where the link and the player start.

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com", "youtu.be", "www.youtu.be"]);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
// "90", "90s", "1m30s", "1h2m3s": how YouTube's addresses write a start time.
const START_TIME = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/;

export type YoutubeVideo = { id: string; startSeconds: number };

/**
 * The video of a YouTube address (watch, youtu.be, shorts, embed, live), with the second it
 * starts at (its `t` or `start`, 0 when it has none or one YouTube wouldn't read), or null.
 */
export function youtubeVideo(address: string): YoutubeVideo | null {
  let url: URL;
  try {
    // "youtube.com/watch?v=…" as often typed: https is assumed when no scheme is given.
    const text = address.trim();
    url = new URL(/^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (!["http:", "https:"].includes(url.protocol) || !YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) return null;
  const path = url.pathname.split("/").filter(Boolean);
  const candidate = url.hostname.toLowerCase().endsWith("youtu.be")
    ? path[0]
    : path[0] === "watch"
      ? url.searchParams.get("v")
      : ["shorts", "embed", "live", "v"].includes(path[0] ?? "")
        ? path[1]
        : null;
  if (!candidate || !VIDEO_ID.test(candidate)) return null;
  const hashTime = new URLSearchParams(url.hash.slice(1)).get("t");
  return { id: candidate, startSeconds: seconds(url.searchParams.get("t") ?? url.searchParams.get("start") ?? hashTime) };
}

function seconds(value: string | null): number {
  const match = value ? START_TIME.exec(value) : null;
  if (!match) return 0;
  const [, hours = "0", minutes = "0", secs = "0"] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(secs);
}

export const youtubeThumbnail = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
export const youtubeWatch = ({ id, startSeconds }: YoutubeVideo) =>
  `https://www.youtube.com/watch?v=${id}${startSeconds > 0 ? `&t=${startSeconds}s` : ""}`;
export const youtubeEmbed = ({ id, startSeconds }: YoutubeVideo) =>
  `https://www.youtube-nocookie.com/embed/${id}?autoplay=1${startSeconds > 0 ? `&start=${startSeconds}` : ""}`;
