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
    [{ platform: "TikTok", userId: "u1", postTitle: 5 }, ["postTitle"], "postTitle must be text"],
    [[], [], "The body must be a JSON object"],
  ])("refuses %j, naming the field", (payload, path, message) => {
    const issue = socialPostPayload.safeParse(payload).error?.issues[0];
    expect(issue?.path).toEqual(path);
    expect(issue?.message).toBe(message);
  });
});

it("a postDate later than now counts as no date (the post went live now); a few minutes of clock skew pass", () => {
  const postDateOf = (minutesFromNow: number) => {
    const postDate = new Date(Date.now() + minutesFromNow * 60_000).toISOString();
    return { sent: postDate, read: socialPostPayload.parse({ platform: "TikTok", userId: "u1", postDate }).postDate };
  };
  expect(postDateOf(60 * 24 * 7).read).toBeUndefined();
  expect(postDateOf(10).read).toBeUndefined();
  for (const minutes of [2, -60 * 24]) {
    const { sent, read } = postDateOf(minutes);
    expect(read).toBe(sent);
  }
});

it("a postDate more than a year back (a mapping's default, like 1970) counts as no date; eleven months back is kept", () => {
  const read = (postDate: string) => socialPostPayload.parse({ platform: "TikTok", userId: "u1", postDate }).postDate;
  expect(read("1970-01-01T00:00:00Z")).toBeUndefined();
  expect(read(new Date(Date.now() - 400 * 86_400_000).toISOString())).toBeUndefined();
  const elevenMonthsBack = new Date(Date.now() - 335 * 86_400_000).toISOString();
  expect(read(elevenMonthsBack)).toBe(elevenMonthsBack);
});

it("shortens a caption longer than a title and keeps the post's address in one spelling", () => {
  const parsed = socialPostPayload.parse({ platform: "TikTok", userId: "u1", postTitle: "word ".repeat(60), postUrl: "https://WWW.TikTok.com/@me/video/1/#top" });
  expect(parsed.postTitle).toHaveLength(200);
  expect(parsed.postTitle?.endsWith("word…")).toBe(true);
  expect(parsed.postUrl).toBe("https://www.tiktok.com/@me/video/1");
});

describe("promoEmailPayload", () => {
  it("takes the names mail-forwarding services use", () => {
    expect(promoEmailPayload.parse({ subject: "Collab", "body-plain": "Hi there", sender: "deals@brand.io" })).toEqual({
      emailSubject: "Collab",
      emailBody: "From: deals@brand.io\nHi there",
    });
    expect(promoEmailPayload.safeParse({}).success).toBe(false);
  });

  it("cuts a subject and body longer than it reads, instead of refusing the email", () => {
    const email = promoEmailPayload.parse({ subject: "s".repeat(600), body: "b".repeat(25_000) });
    expect(email.emailSubject).toHaveLength(500);
    expect(email.emailBody).toHaveLength(20_000);
  });

  it.each([
    [{}, ["body"], "subject or body is required"],
    [{ subject: 42 }, ["subject"], "subject must be text"],
    [{ from: ["a"], text: "Hi" }, ["from"], "from must be text"],
    ["text", [], "The body must be a JSON object or form fields"],
  ])("refuses %j, saying what is wrong", (payload, path, message) => {
    const issue = promoEmailPayload.safeParse(payload).error?.issues[0];
    expect(issue?.path).toEqual(path);
    expect(issue?.message).toBe(message);
  });

  it("takes the spec's own names, emailSubject and emailBody", () => {
    expect(promoEmailPayload.parse({ emailSubject: " Collab ", emailBody: "Hi there", from: "deals@brand.io" })).toEqual({
      emailSubject: "Collab",
      emailBody: "From: deals@brand.io\nHi there",
    });
  });
});
