import { describe, expect, it } from "vitest";
import { bestTitleMatch, titleMatchScore } from "./title-match";

describe("title matching", () => {
  it("scores the planned title's words found in the post", () => {
    expect(titleMatchScore("5 editing tricks", "5 Editing Tricks You Need!")).toBe(1);
    expect(titleMatchScore("Studio tour 2026", "My studio tour")).toBeCloseTo(2 / 3);
    expect(titleMatchScore("Morning routine", "Leg day")).toBe(0);
  });

  it("picks the best candidate above the threshold, or none", () => {
    const candidates = [{ title: "Studio tour" }, { title: "Studio tour with gear list" }, { title: "Lighting basics" }];
    expect(bestTitleMatch(candidates, "STUDIO TOUR (finally)")).toEqual({ title: "Studio tour" });
    expect(bestTitleMatch(candidates, "What I eat in a day")).toBeNull();
    expect(bestTitleMatch(candidates, null)).toBeNull();
  });
});
