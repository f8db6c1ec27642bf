import { CheckCircle2, ChevronRight, Circle, Rocket } from "lucide-react";
import { CREATE_TITLE_ID, PROFILE_AVATAR_ID } from "@/components/field-ids";
import { IntentLink } from "@/components/shell/intent-link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { isLaunchBonusDone, LAUNCH_BONUSES, type LaunchProgress } from "@/lib/rules/launch-checklist";
import { cn } from "@/lib/utils";

const ITEM_TEXT: Record<(typeof LAUNCH_BONUSES)[number]["item"], { label: string; href: string; focusOnArrival?: string }> = {
  // Straight to the profile card on the XP Dashboard (its id), not the top of the page.
  profile: { label: "Complete your profile (name and avatar)", href: "/xp#profile", focusOnArrival: PROFILE_AVATAR_ID },
  firstIdea: { label: "Create your first content idea", href: "/content?tab=create", focusOnArrival: CREATE_TITLE_ID },
  firstScript: { label: "Write your first script (a hook)", href: "/content?tab=active" },
  firstPost: { label: "Publish your first post", href: "/content?tab=active" },
  fivePosts: { label: "Publish five posts", href: "/content?tab=active" },
};

/** The launch pad: five one-time bonuses; it hides once all five are done. */
export function LaunchChecklist({ progress }: { progress: LaunchProgress }) {
  const items = LAUNCH_BONUSES.map((bonus) => ({ ...bonus, ...ITEM_TEXT[bonus.item], done: isLaunchBonusDone(bonus, progress) }));
  const doneCount = items.filter((item) => item.done).length;
  if (doneCount === items.length) return null;

  return (
    <Card className="gap-4 border-primary/30" data-testid="launch-checklist">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Rocket aria-hidden className="size-4 text-primary" /> Launch Pad
        </CardTitle>
        <CardDescription>
          {doneCount} of {items.length} done · each step pays a one-time XP bonus
        </CardDescription>
        <Progress value={(doneCount / items.length) * 100} aria-label="Launch pad progress" className="mt-1 h-1.5" />
      </CardHeader>
      <CardContent>
        <ul className="space-y-1">
          {items.map((item) => {
            const content = (
              <>
                {item.done ? <CheckCircle2 aria-hidden className="size-5 text-success" /> : <Circle aria-hidden className="size-5 text-muted-foreground" />}
                <span className={cn("flex-1", item.done && "text-muted-foreground line-through")}>{item.label}</span>
                <span className={cn("text-xs font-medium tabular-nums", item.done ? "text-muted-foreground" : "text-primary")}>+{item.amount} XP</span>
                {!item.done && <ChevronRight aria-hidden className="size-4 text-muted-foreground" />}
              </>
            );
            return (
              <li key={item.item} data-testid="launch-item" data-done={item.done}>
                {item.done ? (
                  <div className="flex min-h-11 items-center gap-3 px-2 text-sm">{content}</div>
                ) : (
                  <IntentLink
                    href={item.href}
                    focusOnArrival={item.focusOnArrival}
                    className="flex min-h-11 items-center gap-3 rounded-md px-2 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/80"
                  >
                    {content}
                  </IntentLink>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
