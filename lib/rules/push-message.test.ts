import { describe, expect, it } from "vitest";
import { morningReminder, readPushMessage } from "./push-message";

describe("readPushMessage", () => {
  it("reads title, body and the page to open", () => {
    expect(readPushMessage(JSON.stringify({ title: "Today", body: "2 posts", url: "/calendar?view=day" }))).toEqual({
      title: "Today",
      body: "2 posts",
      url: "/calendar?view=day",
    });
  });

  it("says 'New notification' when a push has no title, and shows plain text as the body", () => {
    expect(readPushMessage(JSON.stringify({ body: "Hello" }))).toEqual({ title: "New notification", body: "Hello", url: "/" });
    expect(readPushMessage("  ")).toEqual({ title: "New notification", body: "", url: "/" });
    expect(readPushMessage("Plain words")).toEqual({ title: "New notification", body: "Plain words", url: "/" });
    expect(readPushMessage(null)).toEqual({ title: "New notification", body: "", url: "/" });
    expect(readPushMessage("42").title).toBe("New notification");
  });

  it("opens only the app's own pages", () => {
    for (const url of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"]) {
      expect(readPushMessage(JSON.stringify({ title: "x", url })).url).toBe("/");
    }
  });
});

describe("morningReminder", () => {
  const item = (title: string) => ({ title, platform: "TikTok" });

  it("names one item in the singular", () => {
    expect(morningReminder([item("Studio tour")])).toEqual({
      title: "1 post planned for today",
      body: "Studio tour (TikTok). Open your calendar to get them out.",
      url: "/calendar?view=day",
    });
  });

  it("names the first three and counts the rest", () => {
    const message = morningReminder(["A", "B", "C", "D", "E"].map(item));
    expect(message.title).toBe("5 posts planned for today");
    expect(message.body).toBe("A (TikTok), B (TikTok), C (TikTok) and 2 more. Open your calendar to get them out.");
  });
});
