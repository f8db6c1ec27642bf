// The Command Center's launch checklist and its one-time bonuses (spec constants; decision D5).

export type LaunchProgress = {
  profileComplete: boolean;
  firstIdeaCreated: boolean;
  firstScriptWritten: boolean;
  firstPostPublished: boolean;
  totalPosts: number;
  /** The keys of the bonuses already paid (the XP ledger's), whatever the counts read now. */
  earnedBonuses: readonly string[];
};

export const FIVE_POSTS = 5;

/** What the checklist counts, as the database's launch_progress() returns it. */
export type LaunchCounts = { profileComplete: boolean; contentItems: number; scripts: number; posts: number };
type Needs = Partial<Record<keyof LaunchCounts, number>>;

// Each bonus's condition is data (the least count it needs), so the XP engine in the database
// (award_launch_bonuses, migration 0010) pays on exactly the numbers the checklist shows.
export const LAUNCH_BONUSES = [
  { item: "profile", key: "onboarding:profile", amount: 50, label: "Profile complete", needs: { profileComplete: 1 } },
  { item: "firstIdea", key: "onboarding:first_idea", amount: 25, label: "First idea", needs: { contentItems: 1 } },
  { item: "firstScript", key: "onboarding:first_script", amount: 30, label: "First script", needs: { scripts: 1 } },
  { item: "firstPost", key: "onboarding:first_post", amount: 100, label: "First post", needs: { posts: 1 } },
  { item: "fivePosts", key: "onboarding:five_posts", amount: 200, label: "Five posts", needs: { posts: FIVE_POSTS } },
] as const satisfies readonly { item: string; key: string; amount: number; label: string; needs: Needs }[];

export function toLaunchProgress(counts: LaunchCounts, earnedBonuses: readonly string[] = []): LaunchProgress {
  return {
    earnedBonuses,
    profileComplete: Boolean(counts.profileComplete),
    firstIdeaCreated: counts.contentItems > 0,
    firstScriptWritten: counts.scripts > 0,
    firstPostPublished: counts.posts > 0,
    totalPosts: counts.posts,
  };
}

/**
 * Whether the checklist item of this bonus is done: its bonus was paid, or its condition holds.
 * A bonus pays once (D5), so its item stays done when a count drops again (a post moved back
 * to Active or deleted, an avatar removed): shown open, it would promise XP that never comes.
 */
export function isLaunchBonusDone(bonus: { key: string; needs: Needs }, progress: LaunchProgress): boolean {
  if (progress.earnedBonuses.includes(bonus.key)) return true;
  const counts = {
    profileComplete: progress.profileComplete ? 1 : 0,
    contentItems: progress.firstIdeaCreated ? 1 : 0,
    scripts: progress.firstScriptWritten ? 1 : 0,
    posts: progress.totalPosts,
  };
  return Object.entries(bonus.needs).every(([count, least]) => counts[count as keyof LaunchCounts] >= least);
}

export type LaunchBonus = (typeof LAUNCH_BONUSES)[number];

/** The bonus of one checklist item. */
export const launchBonus = (item: LaunchBonus["item"]): LaunchBonus => LAUNCH_BONUSES.find((bonus) => bonus.item === item)!;

/**
 * The bonuses a post from the social-post webhook can reach: it adds an item or marks one
 * posted, but never completes the profile or writes a script. The webhook checks only these, so
 * a creator who never adds an avatar doesn't pay for the profile check on every delivery.
 */
export const BONUSES_A_POST_CAN_REACH: readonly LaunchBonus[] = LAUNCH_BONUSES.filter(({ needs }) =>
  Object.keys(needs).every((count) => count === "contentItems" || count === "posts"),
);

/** The bonuses whose items are done (paid, or their condition holds now); the ledger's unique keys make each one pay once. */
export function reachedLaunchBonuses(progress: LaunchProgress): LaunchBonus[] {
  return LAUNCH_BONUSES.filter((bonus) => isLaunchBonusDone(bonus, progress));
}
