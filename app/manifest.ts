import type { MetadataRoute } from "next";

// The web app manifest: what the browser installs (spec: Install App).
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Creator Quest",
    short_name: "Creator Quest",
    description: "The command center for solo creators: plan content, earn XP, level up.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#fafafc",
    theme_color: "#4f46e5",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      { name: "Add task", url: "/tasks", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
      { name: "New content", url: "/content?tab=create", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
    ],
  };
}
