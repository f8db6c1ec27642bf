import { Progress } from "@/components/ui/progress";
import { XP_PER_LEVEL } from "@/lib/rules/level";
import { cn } from "@/lib/utils";

/** The XP bar with its numbers beside it ("37 / 100 XP"), as every XP figure has. */
export function XpBar({ xpInLevel, className }: { xpInLevel: number; className?: string }) {
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Progress value={xpInLevel} max={XP_PER_LEVEL} aria-label="XP in this level" className="h-1.5 flex-1" />
      <span className="shrink-0 text-xs tabular-nums text-muted-foreground">
        {xpInLevel} / {XP_PER_LEVEL} XP
      </span>
    </div>
  );
}
