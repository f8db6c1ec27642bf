import { Flame } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import type { CreatorSummary } from "@/db/queries/profiles";
import { formatCount } from "@/lib/format";
import { XP_PER_LEVEL, levelProgress } from "@/lib/rules/level";
import { cn } from "@/lib/utils";
import { LevelAvatar } from "./level-avatar";
import { TIER_STYLE } from "./tier-style";
import { XpBar } from "./xp-bar";

/** Level, tier, the XP bar, the way to the next level and the daily streak. */
export function LevelBanner({ summary }: { summary: CreatorSummary }) {
  const progress = levelProgress(summary.totalXp);
  const tier = TIER_STYLE[progress.tier];
  const toNextLevel = XP_PER_LEVEL - progress.xpInLevel;

  return (
    <Card className="overflow-hidden bg-gradient-to-br from-accent/70 via-card to-card py-5" data-testid="level-banner">
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <LevelAvatar name={summary.displayName} avatarUrl={summary.avatarUrl} progress={progress} />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <h2 className="text-xl font-semibold">Level {progress.level}</h2>
            <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", tier.badge)}>{tier.label}</span>
            <span className="text-sm text-muted-foreground">{formatCount(progress.totalXp)} XP in total</span>
          </div>
          <XpBar xpInLevel={progress.xpInLevel} />
          <p className="text-sm text-muted-foreground">
            {toNextLevel} XP to level {progress.level + 1}
          </p>
        </div>
        <div className="flex items-center gap-2 rounded-lg bg-background/70 px-3 py-2 sm:flex-col sm:gap-0 sm:text-center">
          <Flame aria-hidden className={cn("size-6", summary.streak > 0 ? "text-sunset" : "text-muted-foreground")} />
          <span className="text-lg font-bold tabular-nums">{summary.streak}</span>
          <span className="text-xs text-muted-foreground">day streak</span>
        </div>
      </CardContent>
    </Card>
  );
}
