// The Command Center's launch checklist and its one-time bonuses (spec constants; decision D5).

export type LaunchProgress = {
  profileComplete: boolean;
  firstIdeaCreated: boolean;
  firstScriptWritten: boolean;
  firstPostPublished: boolean;
  totalPosts: number;
};

export const FIVE_POSTS = 5;

export const LAUNCH_BONUSES = [
  { item: "profile", key: "onboarding:profile", amount: 50, label: "Profile complete", done: (p: LaunchProgress) => p.profileComplete },
  { item: "firstIdea", key: "onboarding:first_idea", amount: 25, label: "First idea", done: (p: LaunchProgress) => p.firstIdeaCreated },
  { item: "firstScript", key: "onboarding:first_script", amount: 30, label: "First script", done: (p: LaunchProgress) => p.firstScriptWritten },
  { item: "firstPost", key: "onboarding:first_post", amount: 100, label: "First post", done: (p: LaunchProgress) => p.firstPostPublished },
  { item: "fivePosts", key: "onboarding:five_posts", amount: 200, label: "Five posts", done: (p: LaunchProgress) => p.totalPosts >= FIVE_POSTS },
] as const;

export type LaunchBonus = (typeof LAUNCH_BONUSES)[number];

/** The bonuses whose condition holds now; the ledger's unique keys make each one pay once. */
export function reachedLaunchBonuses(progress: LaunchProgress): LaunchBonus[] {
  return LAUNCH_BONUSES.filter((bonus) => bonus.done(progress));
}
