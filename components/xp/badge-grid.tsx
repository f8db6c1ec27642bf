import { Award, Crown, Flame, Footprints, Lock, Medal, Star, Target, TrendingUp, Zap, type LucideIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { BadgeStatus } from "@/db/queries/xp-dashboard";
import { formatCount, formatDay } from "@/lib/format";
import { localDate } from "@/lib/rules/calendar-day";
import { xpToThreshold } from "@/lib/rules/xp-goals";
import { cn } from "@/lib/utils";

// The catalog names its icons (db/migrations/0001_seed_badges.sql); unknown names get a medal.
const BADGE_ICONS: Record<string, LucideIcon> = {
  footprints: Footprints,
  flame: Flame,
  medal: Medal,
  "trending-up": TrendingUp,
  target: Target,
  star: Star,
  zap: Zap,
  crown: Crown,
};

/** `timeZone` and `today` are the creator's (decision D4): a badge's day is the one it was earned on where they live. */
export function BadgeGrid({ badges, totalXp, timeZone, today }: { badges: BadgeStatus[]; totalXp: number; timeZone: string; today: string }) {
  const earned = badges.filter((badge) => badge.earnedAt).length;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-base">Badges</CardTitle>
        <CardDescription>
          {earned} of {badges.length} earned
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Badges">
          {badges.map((badge) => {
            const Icon = BADGE_ICONS[badge.icon] ?? Award;
            const locked = !badge.earnedAt;
            return (
              <li
                key={badge.id}
                data-testid="badge"
                data-state={locked ? "locked" : "earned"}
                className={cn(
                  "flex flex-col items-center gap-1.5 rounded-lg border p-3 text-center",
                  locked ? "bg-muted/40 text-muted-foreground grayscale" : "border-golden/60 bg-golden/10",
                )}
              >
                <span className={cn("flex size-10 items-center justify-center rounded-full", locked ? "bg-muted" : "bg-golden text-black")}>
                  {locked ? <Lock aria-hidden className="size-4" /> : <Icon aria-hidden className="size-5" />}
                </span>
                <span className="text-sm font-medium text-foreground">{badge.name}</span>
                <span className="text-xs">{badge.description}</span>
                <span className="text-xs font-medium tabular-nums">
                  {badge.earnedAt
                    ? `Earned ${formatDay(localDate(timeZone, badge.earnedAt), today)}`
                    : `${formatCount(xpToThreshold(badge.xpThreshold, totalXp))} XP to go`}
                </span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
