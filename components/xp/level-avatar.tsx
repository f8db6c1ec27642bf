import type { LevelProgress } from "@/lib/rules/level";
import { cn } from "@/lib/utils";
import { TIER_STYLE } from "./tier-style";

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[words.length - 1][0] : name.trim().slice(0, 2);
  return letters.toUpperCase() || "?";
}

/** The creator's avatar: a ring in the tier's colour and the level on a badge. */
export function LevelAvatar({
  name,
  avatarUrl,
  progress,
  size = "md",
}: {
  name: string;
  avatarUrl: string | null;
  progress: LevelProgress;
  size?: "sm" | "md";
}) {
  const style = TIER_STYLE[progress.tier];
  return (
    <div
      className="relative w-fit shrink-0"
      title={`Level ${progress.level} · ${style.label}`}
      data-testid="level-avatar"
      data-tier={progress.tier}
    >
      <div
        className={cn(
          "flex items-center justify-center overflow-hidden rounded-full bg-accent font-semibold text-accent-foreground ring-2 ring-offset-2 ring-offset-sidebar",
          style.ring,
          size === "md" ? "size-11 text-sm" : "size-8 text-xs",
        )}
      >
        {avatarUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- avatars are user-supplied URLs on any host
          <img src={avatarUrl} alt="" className="size-full object-cover" />
        ) : (
          <span aria-hidden>{initialsOf(name)}</span>
        )}
      </div>
      <span
        className={cn(
          "absolute -right-1.5 -bottom-1 rounded-full px-1 text-[10px] leading-4 font-bold tabular-nums",
          style.badge,
        )}
        aria-hidden
      >
        {progress.level}
      </span>
    </div>
  );
}
