import { Send } from "lucide-react";
import { CREATE_TITLE_ID } from "@/components/field-ids";
import { IntentLink } from "@/components/shell/intent-link";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { FIVE_POSTS, isLaunchBonusDone, launchBonus, type LaunchProgress } from "@/lib/rules/launch-checklist";

const FIVE_POSTS_BONUS = launchBonus("fivePosts");

/** Shown with 1 to 4 posts: the way to the five-posts bonus, until it is paid. */
export function PostProgressStrip({ progress }: { progress: LaunchProgress }) {
  const { totalPosts } = progress;
  if (totalPosts < 1 || isLaunchBonusDone(FIVE_POSTS_BONUS, progress)) return null;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-accent/50 p-4 sm:flex-row sm:items-center" data-testid="post-progress">
      <div className="flex-1 space-y-2">
        <p className="text-sm font-medium">
          {totalPosts} of {FIVE_POSTS} posts published: {FIVE_POSTS - totalPosts} more for the {FIVE_POSTS_BONUS.amount} XP bonus
        </p>
        <Progress value={(totalPosts / FIVE_POSTS) * 100} aria-label="Posts toward five" className="h-1.5" />
      </div>
      <Button asChild>
        <IntentLink href="/content?tab=create" focusOnArrival={CREATE_TITLE_ID}>
          <Send aria-hidden /> Create Next Post
        </IntentLink>
      </Button>
    </div>
  );
}
