"use client";

import { Play } from "lucide-react";
import { useCallback, useState } from "react";
import { type YoutubeVideo, youtubeEmbed, youtubeThumbnail } from "@/lib/rules/youtube";

/** The thumbnail first; the player (youtube-nocookie.com) loads only when the creator asks. */
export function VideoPreview({ video, title }: { video: YoutubeVideo; title: string }) {
  const [playing, setPlaying] = useState(false);
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  // On a page the server rendered, the thumbnail can fail before React hydrates, when no onError
  // listens yet: the browser would show its broken-image icon over the preview.
  const failedBeforeHydration = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0) setThumbnailFailed(true);
  }, []);
  if (playing) {
    return (
      <iframe
        src={youtubeEmbed(video)}
        title={title}
        className="aspect-video w-full rounded-lg border-0"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      aria-label={`Play "${title}"`}
      className="group relative block aspect-video w-full overflow-hidden rounded-lg bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80"
    >
      {!thumbnailFailed && (
        // eslint-disable-next-line @next/next/no-img-element -- YouTube's own thumbnail host
        <img
          ref={failedBeforeHydration}
          src={youtubeThumbnail(video.id)}
          alt=""
          loading="lazy"
          onError={() => setThumbnailFailed(true)}
          className="size-full object-cover"
        />
      )}
      <span className="absolute inset-0 flex items-center justify-center bg-black/20 transition-colors group-hover:bg-black/35">
        <span className="flex size-12 items-center justify-center rounded-full bg-red-600 text-white shadow-lg">
          <Play aria-hidden className="size-5 fill-current" />
        </span>
      </span>
    </button>
  );
}
