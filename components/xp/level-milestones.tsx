import { CheckCircle2, Circle } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCount } from "@/lib/format";
import { levelMilestones } from "@/lib/rules/xp-goals";
import { cn } from "@/lib/utils";

export function LevelMilestones({ totalXp }: { totalXp: number }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-base">Level Milestones</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-2" aria-label="Level milestones">
          {levelMilestones(totalXp).map((milestone) => (
            <li key={milestone.level} className="flex items-center gap-3 text-sm" data-testid="milestone">
              {milestone.reached ? (
                <CheckCircle2 aria-hidden className="size-5 text-success" />
              ) : (
                <Circle aria-hidden className="size-5 text-muted-foreground" />
              )}
              <span className={cn("font-medium", !milestone.reached && "text-muted-foreground")}>Level {milestone.level}</span>
              <span className="ml-auto tabular-nums text-muted-foreground">
                {milestone.reached ? "Reached" : `${formatCount(milestone.xpToGo)} XP to go`}
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
