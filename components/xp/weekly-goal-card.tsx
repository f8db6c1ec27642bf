import { Target } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { formatCount } from "@/lib/format";
import { weeklyGoalProgress } from "@/lib/rules/xp-goals";

/** Progress toward the 500 XP weekly goal (the week starts on Sunday). */
export function WeeklyGoalCard({ weeklyXp }: { weeklyXp: number }) {
  const goal = weeklyGoalProgress(weeklyXp);
  return (
    <Card className="gap-3" data-testid="weekly-goal">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Target aria-hidden className="size-4 text-primary" /> Weekly Goal
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        <div className="flex items-center gap-3">
          <Progress value={goal.percent} aria-label="Weekly goal progress" className="h-2.5 flex-1" />
          <span className="text-sm font-medium tabular-nums">
            {formatCount(goal.earned)} / {goal.goal} XP
          </span>
        </div>
        <p className="text-sm text-muted-foreground">
          {goal.reached ? "Goal reached this week! 🎉" : `${goal.xpToGo} XP to go this week (since Sunday)`}
        </p>
      </CardContent>
    </Card>
  );
}
