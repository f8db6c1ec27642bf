import { describe, expect, it } from "vitest";
import { BONUSES_A_POST_CAN_REACH, LAUNCH_BONUSES, reachedLaunchBonuses } from "./launch-checklist";

const nothing = { profileComplete: false, firstIdeaCreated: false, firstScriptWritten: false, firstPostPublished: false, totalPosts: 0, earnedBonuses: [] };

describe("launch bonuses (D5)", () => {
  it("are worth 50, 25, 30, 100 and 200 XP", () => {
    expect(LAUNCH_BONUSES.map((bonus) => [bonus.item, bonus.amount])).toEqual([
      ["profile", 50],
      ["firstIdea", 25],
      ["firstScript", 30],
      ["firstPost", 100],
      ["fivePosts", 200],
    ]);
  });

  it.each([
    [nothing, []],
    [{ ...nothing, firstIdeaCreated: true }, ["firstIdea"]],
    [{ ...nothing, firstIdeaCreated: true, firstScriptWritten: true, firstPostPublished: true, totalPosts: 4 }, ["firstIdea", "firstScript", "firstPost"]],
    [{ ...nothing, firstPostPublished: true, totalPosts: 5 }, ["firstPost", "fivePosts"]],
    [{ ...nothing, profileComplete: true }, ["profile"]],
    // Paid once (D5): a post moved back to Active, or the avatar removed, leaves its item done.
    [{ ...nothing, firstPostPublished: true, totalPosts: 4, earnedBonuses: ["onboarding:first_post", "onboarding:five_posts"] }, ["firstPost", "fivePosts"]],
    [{ ...nothing, earnedBonuses: ["onboarding:profile"] }, ["profile"]],
  ])("%o reaches %o", (progress, items) => {
    expect(reachedLaunchBonuses(progress).map((bonus) => bonus.item)).toEqual(items);
  });
});

describe("the bonuses a webhook post can reach", () => {
  it("are the first idea, the first post and five posts: a post completes no profile and writes no script", () => {
    expect(BONUSES_A_POST_CAN_REACH.map((bonus) => bonus.item)).toEqual(["firstIdea", "firstPost", "fivePosts"]);
  });
});
