import { describe, expect, it } from "vitest";
import { WORKFLOW_STEPS, nextStep, statusOf, stepNumber, stepXp, stepXpKey, stepsWithStatus } from "./workflow";

describe("the content workflow (D1)", () => {
  it.each([
    ["idea", "idea", 10, "script"],
    ["script", "scripting", 15, "retention"],
    ["retention", "scripting", 10, "filming"],
    ["filming", "filming", 30, "hashtags"],
    ["hashtags", "editing", 10, "sound"],
    ["sound", "editing", 10, "ready"],
    ["ready", "editing", 25, "posted"],
    ["posted", "posted", 50, null],
  ] as const)("%s: status %s, %i XP, then %s", (step, status, xp, next) => {
    expect(statusOf(step)).toBe(status);
    expect(stepXp(step)).toBe(xp);
    expect(nextStep(step)).toBe(next);
  });

  it("has eight steps worth 160 XP from idea to posted", () => {
    expect(WORKFLOW_STEPS).toHaveLength(8);
    expect(stepNumber("idea")).toBe(1);
    expect(stepNumber("posted")).toBe(8);
    expect(WORKFLOW_STEPS.reduce((sum, step) => sum + stepXp(step), 0)).toBe(160);
  });

  it("finds the steps of the in-progress statuses", () => {
    expect(stepsWithStatus("scripting", "filming", "editing")).toEqual(["script", "retention", "filming", "hashtags", "sound", "ready"]);
  });

  it("gives arriving at posted one key whatever the path", () => {
    expect(stepXpKey("abc", "filming")).toBe("content:abc:step:filming");
    expect(stepXpKey("abc", "posted")).toBe("content:abc:posted");
  });
});
