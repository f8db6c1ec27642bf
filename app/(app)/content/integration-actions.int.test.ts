import { describe, expect, it, vi } from "vitest";

// The Active card's integrations, run as the signed-in creator outside Next.js; invites are
// mailed to a real SMTP server on this machine.

vi.mock("@/lib/session", () => import("@/test/signed-in"));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

import { formOf } from "@/test/form";
import { session } from "@/test/signed-in";
import { deleteAccount } from "@/db/queries/account";
import { createContent } from "@/db/queries/content";
import { localSmtpInbox } from "@/test/smtp-inbox";
import { createTestUser } from "@/test/users";
import { getWebhookSettings } from "@/db/queries/webhooks";
import { SESSION_ENDED } from "@/lib/action";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { profiles } from "@/db/schema";
import { saveAutomationUrl, sendCalendarInvite, triggerPost } from "./integration-actions";

const inbox = localSmtpInbox();

describe("sendCalendarInvite", () => {
  it("mails at most 20 invites an hour for one creator (the address is theirs to type), then says when to try again", async () => {
    session.user = await createTestUser();
    const { item } = await createContent(session.user.id, { title: "Studio tour", platform: "TikTok", contentType: "original", postDate: "2026-12-24" });
    for (let invite = 1; invite <= 20; invite++) {
      expect(await sendCalendarInvite(item.id)).toMatchObject({ ok: true, data: { mode: "sent", to: session.user.email } });
    }
    expect(inbox).toHaveLength(20);
    const refused = await sendCalendarInvite(item.id);
    expect(refused).toMatchObject({ ok: false, error: expect.stringMatching(/^Too many invites sent this hour\. Try again in \d+ (minutes?|seconds?)\.$/) });
    expect(inbox).toHaveLength(20);

    // Another creator's allowance is their own.
    session.user = await createTestUser();
    const { item: theirs } = await createContent(session.user.id, { title: "Q&A", platform: "YouTube", contentType: "original", postDate: "2026-12-25" });
    expect(await sendCalendarInvite(theirs.id)).toMatchObject({ ok: true });
    expect(inbox).toHaveLength(21);
  });

  it("asks for a creator email where the profile has none (one cleared before the profile held it to the spec's rule)", async () => {
    session.user = await createTestUser();
    const { item } = await createContent(session.user.id, { title: "Studio tour", platform: "TikTok", contentType: "original", postDate: "2026-12-24" });
    await getDb().update(profiles).set({ creatorEmail: null }).where(eq(profiles.userId, session.user.id));
    expect(await sendCalendarInvite(item.id)).toEqual({ ok: false, error: "Please set your email in Settings tab first" });
  });
});

describe("saveAutomationUrl", () => {
  it("refuses an address inside the server's network unless the operator allows them, and keeps the saved one", async () => {
    session.user = await createTestUser();
    expect(await saveAutomationUrl(formOf({ automationUrl: "https://hooks.zapier.com/hooks/catch/1/abc" }))).toEqual({ ok: true, data: undefined });
    for (const url of ["http://localhost:5678/webhook/post", "http://169.254.169.254/latest/meta-data", "http://10.0.0.7/hook"]) {
      expect(await saveAutomationUrl(formOf({ automationUrl: url }))).toEqual({
        ok: false,
        fieldErrors: { automationUrl: ["This server only sends to public addresses: use your automation's public address (a Zapier or Make catch hook)."] },
      });
    }
    expect((await getWebhookSettings(session.user.id))?.automationUrl).toBe("https://hooks.zapier.com/hooks/catch/1/abc");

    process.env.OUTBOUND_PRIVATE_ADDRESSES = "allow";
    try {
      expect(await saveAutomationUrl(formOf({ automationUrl: "http://localhost:5678/webhook/post" }))).toEqual({ ok: true, data: undefined });
    } finally {
      delete process.env.OUTBOUND_PRIVATE_ADDRESSES;
    }
  });
});

describe("an account deleted in another tab", () => {
  it("asks to sign in again on Trigger post and Send calendar invite, rather than calling the item gone", async () => {
    session.user = await createTestUser();
    const { item } = await createContent(session.user.id, { title: "Last words", platform: "TikTok", contentType: "original", postDate: "2026-12-24" });
    expect(await deleteAccount(session.user.id)).toBe(true);
    // The session was read before the deletion (the mocked session stays signed in).
    expect(await triggerPost(item.id)).toEqual(SESSION_ENDED);
    expect(await sendCalendarInvite(item.id)).toEqual(SESSION_ENDED);
  });
});
