import { Bird, Camera, Clapperboard, Music, Tv, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

// Icon first, with a subtle brand tint; never a logo image (DESIGN.md).
const PLATFORM_ICON: Record<string, { icon: LucideIcon; tint: string }> = {
  TikTok: { icon: Music, tint: "bg-fuchsia-500/10 text-fuchsia-600 dark:text-fuchsia-400" },
  YouTube: { icon: Tv, tint: "bg-red-500/10 text-red-600 dark:text-red-400" },
  Instagram: { icon: Camera, tint: "bg-orange-500/10 text-orange-600 dark:text-orange-400" },
  Twitter: { icon: Bird, tint: "bg-sky-500/10 text-sky-600 dark:text-sky-400" },
};
const DEFAULT_ICON = { icon: Clapperboard, tint: "bg-muted text-muted-foreground" };

export function PlatformIcon({ platform, className }: { platform: string; className?: string }) {
  const { icon: Icon, tint } = PLATFORM_ICON[platform] ?? DEFAULT_ICON;
  return (
    <span className={cn("inline-flex size-9 shrink-0 items-center justify-center rounded-lg", tint, className)} title={platform}>
      <Icon aria-hidden className="size-4" />
      <span className="sr-only">{platform}</span>
    </span>
  );
}
