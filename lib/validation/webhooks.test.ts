import { describe, expect, it } from "vitest";
import { promoEmailPayload, socialPostPayload } from "./webhooks";

describe("socialPostPayload", () => {
  it("accepts the spec's payload", () => {
    expect(
      socialPostPayload.parse({ platform: "TikTok", userId: "u1", postUrl: "https://www.tiktok.com/@me/video/1", postTitle: " Studio tour ", postDate: "2026-11-22T18:30:00Z" }),
    ).toEqual({ platform: "TikTok", userId: "u1", postUrl: "https://www.tiktok.com/@me/video/1", postTitle: "Studio tour", postDate: "2026-11-22T18:30:00Z" });
  });

  it.each([
    [{ platform: "MySpace", userId: "u1" }, ["platform"], "platform must be one of TikTok, YouTube, Instagram or Twitter"],
    [{ platform: "TikTok" }, ["userId"], "userId is required"],
    [{ platform: "TikTok", userId: "u1", postDate: "yesterday" }, ["postDate"], "postDate must be an ISO timestamp, like 2026-11-22T18:30:00Z"],
    [{ platform: "TikTok", userId: "u1", postUrl: "javascript:alert(1)" }, ["postUrl"], "postUrl must be an http(s) address"],
  ])("refuses %j, naming the field", (payload, path, message) => {
    const issue = socialPostPayload.safeParse(payload).error?.issues[0];
    expect(issue?.path).toEqual(path);
    expect(issue?.message).toBe(message);
  });
});

describe("promoEmailPayload", () => {
  it("takes the names mail-forwarding services use", () => {
    expect(promoEmailPayload.parse({ subject: "Collab", "body-plain": "Hi there", sender: "deals@brand.io" })).toEqual({
      emailSubject: "Collab",
      emailBody: "From: deals@brand.io\nHi there",
    });
    expect(promoEmailPayload.safeParse({}).success).toBe(false);
  });

  it("takes the spec's own names, emailSubject and emailBody", () => {
    expect(promoEmailPayload.parse({ emailSubject: " Collab ", emailBody: "Hi there", from: "deals@brand.io" })).toEqual({
      emailSubject: "Collab",
      emailBody: "From: deals@brand.io\nHi there",
    });
  });
});
