import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The Active card's calendar invite, run as the signed-in creator outside Next.js, mailed to a
// real SMTP server on this machine.

const state = vi.hoisted(() => ({ user: null as { id: string; email: string } | null }));
vi.mock("@/lib/session", () => ({
  requireUser: async () => {
    if (!state.user) throw new Error("NEXT_REDIRECT:/auth");
    return state.user;
  },
}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

import { createContent } from "@/db/queries/content";
import { createTestUser } from "@/test/users";
import { sendCalendarInvite } from "./integration-actions";

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, _session, callback) {
    stream.resume();
    stream.on("end", () => {
      received += 1;
      callback();
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const address = smtp.server.address();
  process.env.SMTP_URL = `smtp://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  process.env.MAIL_FROM = "Creator Quest <quest@example.com>";
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe("sendCalendarInvite", () => {
  it("mails at most 20 invites an hour for one creator (the address is theirs to type), then says when to try again", async () => {
    state.user = await createTestUser();
    const { item } = await createContent(state.user.id, { title: "Studio tour", platform: "TikTok", contentType: "original", postDate: "2026-12-24" });
    for (let invite = 1; invite <= 20; invite++) {
      expect(await sendCalendarInvite(item.id)).toMatchObject({ ok: true, data: { mode: "sent", to: state.user.email } });
    }
    expect(received).toBe(20);
    const refused = await sendCalendarInvite(item.id);
    expect(refused).toMatchObject({ ok: false, error: expect.stringMatching(/^Too many invites sent this hour\. Try again in \d+ (minutes?|seconds?)\.$/) });
    expect(received).toBe(20);

    // Another creator's allowance is their own.
    state.user = await createTestUser();
    const { item: theirs } = await createContent(state.user.id, { title: "Q&A", platform: "YouTube", contentType: "original", postDate: "2026-12-25" });
    expect(await sendCalendarInvite(theirs.id)).toMatchObject({ ok: true });
    expect(received).toBe(21);
  });
});
