import { describe, expect, it } from "vitest";
import { nextSignInReason, type SignInReason } from "./signed-in-account";

const PAGE_USER = "page-user";
const pageCreator = { id: PAGE_USER, email: "maya@example.com" };
const someoneElse = { id: "other-user", email: "jordan@example.com" };
const ended: SignInReason = { kind: "ended" };
const otherAccount: SignInReason = { kind: "other-account", email: someoneElse.email };

describe("what the sign-in-again dialog asks after the account check", () => {
  it.each([
    ["nothing asked, this page's creator signed in", null, pageCreator, null],
    ["nothing asked, another account signed in", null, someoneElse, otherAccount],
    ["nothing asked, signed out (the next save will say so)", null, null, null],
    ["session ended, this creator signed in again from another tab", ended, pageCreator, null],
    ["session ended, another account signed in meanwhile", ended, someoneElse, otherAccount],
    ["session ended, still signed out", ended, null, ended],
    ["another account, the other tab switched back to this creator", otherAccount, pageCreator, null],
    ["another account, the other tab signed out", otherAccount, null, ended],
    ["another account, yet another one signed in", otherAccount, { id: "third", email: "sam@example.com" }, { kind: "other-account", email: "sam@example.com" }],
  ] as const)("%s", (_, current, account, expected) => {
    expect(nextSignInReason(current, account, PAGE_USER)).toEqual(expected);
  });
});
