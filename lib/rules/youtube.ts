// A library video is a YouTube address. Its id gives the thumbnail and the privacy-friendly
// embed (youtube-nocookie.com sets no cookies until the viewer presses play).

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com", "youtu.be", "www.youtu.be"]);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The video id of a YouTube address (watch, youtu.be, shorts, embed, live), or null. */
export function youtubeVideoId(address: string): string | null {
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
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

export const youtubeThumbnail = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
export const youtubeWatch = (id: string) => `https://www.youtube.com/watch?v=${id}`;
export const youtubeEmbed = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
