import { describe, expect, it } from "vitest";
import { youtubeEmbed, youtubeThumbnail, youtubeVideo, youtubeWatch } from "./youtube";

describe("youtubeVideo", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["  https://www.youtube.com/live/dQw4w9WgXcQ  ", "dQw4w9WgXcQ"],
    ["youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["youtu.be/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
  ])("reads %s", (address, id) => {
    expect(youtubeVideo(address)?.id).toBe(id);
  });

  it.each([
    ["https://youtu.be/dQw4w9WgXcQ?si=abc&t=90", 90],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s", 42],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s", 90],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1h2m3s", 3723],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ?start=75", 75],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ#t=15", 15],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", 0],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=soon", 0],
  ])("reads where %s starts", (address, startSeconds) => {
    expect(youtubeVideo(address)).toEqual({ id: "dQw4w9WgXcQ", startSeconds });
  });

  it.each([
    "https://vimeo.com/123456",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/@creator",
    "https://evil.example/watch?v=dQw4w9WgXcQ",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "javascript:alert(1)",
    "not a url",
    "vimeo.com/123456",
    "",
  ])("refuses %s", (address) => {
    expect(youtubeVideo(address)).toBeNull();
  });

  it("builds the thumbnail, the watch page and the no-cookie embed, each starting where the address did", () => {
    expect(youtubeThumbnail("dQw4w9WgXcQ")).toBe("https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg");
    expect(youtubeWatch({ id: "dQw4w9WgXcQ", startSeconds: 0 })).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(youtubeWatch({ id: "dQw4w9WgXcQ", startSeconds: 90 })).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=90s");
    expect(youtubeEmbed({ id: "dQw4w9WgXcQ", startSeconds: 0 })).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    expect(youtubeEmbed({ id: "dQw4w9WgXcQ", startSeconds: 90 })).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=90");
  });
});
