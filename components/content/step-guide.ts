import type { WorkflowStep } from "@/lib/rules/workflow";

// What each step asks of the creator, shown first on the Active card (decision D1).
export const STEP_GUIDE: Record<WorkflowStep, { title: string; tips: string[] }> = {
  idea: { title: "Sharpen the idea", tips: ["Who is it for, and why would they watch to the end?"] },
  script: { title: "Write the hook", tips: ["The first line decides whether anyone stays: write it below, then the script."] },
  retention: {
    title: "Keep them watching",
    tips: [
      "Deliver on the hook's promise within the first 3 seconds.",
      "Change the shot or add on-screen text every few seconds.",
      "Save the payoff for the end so viewers stay for it.",
    ],
  },
  filming: { title: "Film it", tips: ["Shoot vertical (9:16) for TikTok, Reels and Shorts, and grab extra B-roll."] },
  hashtags: { title: "Choose hashtags", tips: ["Three to five: one broad, one niche and one about this piece."] },
  sound: { title: "Pick the sound", tips: ["A trending audio can multiply reach; note the track below."] },
  ready: { title: "Ready to post", tips: ["Publish it on the platform, then Complete to mark it posted."] },
  posted: { title: "Posted", tips: ["Enter its metrics in the Posted tab."] },
};
