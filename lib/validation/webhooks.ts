import { subMonths } from "date-fns";
import { z } from "zod";
import { shortenAtWord } from "@/lib/format";
import { POSTED_DATE_LIMITS } from "@/lib/rules/date-limits";
import { normalizePostUrl } from "@/lib/rules/post-url";
import { PLATFORMS, TITLE_MAX_LENGTH } from "@/lib/rules/workflow";

// The social-post webhook's payload (spec; decision D6). Errors name the field. A postTitle is
// often the post's whole caption: one longer than a title may be is shortened, not refused, since
// a refused delivery is a post lost. The postUrl is kept in one spelling for the duplicate check.
// How far ahead of this server's clock a sender's clock may run.
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export const socialPostPayload = z.object(
  {
    platform: z.enum(PLATFORMS, { error: "platform must be one of TikTok, YouTube, Instagram or Twitter" }),
    userId: z.string({ error: "userId is required" }).min(1, "userId is required"),
    postUrl: z.url({ protocol: /^https?$/, error: "postUrl must be an http(s) address" }).max(2000).transform(normalizePostUrl).optional(),
    postTitle: z
      .string({ error: "postTitle must be text" })
      .trim()
      .transform((title) => shortenAtWord(title, TITLE_MAX_LENGTH))
      .optional(),
    postDate: z.iso
      .datetime({ offset: true, error: "postDate must be an ISO timestamp, like 2026-11-22T18:30:00Z" })
      // A post can't go live after the delivery saying it did, and a post of more than a year ago
      // is one a creator can't date by hand either (POSTED_DATE_LIMITS): such a postDate is a
      // mapping's mistake (a wrong year or field, a default of 1970), so it counts as no date,
      // which is now (decision D1), where the creator sees the post, not years back.
      .transform((postDate) => {
        const at = Date.parse(postDate);
        const tooEarly = at < subMonths(Date.now(), POSTED_DATE_LIMITS.monthsBack).getTime();
        return tooEarly || at > Date.now() + CLOCK_SKEW_MS ? undefined : postDate;
      })
      .optional(),
  },
  { error: "The body must be a JSON object" },
);
export type SocialPostPayload = z.infer<typeof socialPostPayload>;

/** A text field cut to `max` characters: a long email is read from its beginning, not refused. */
const emailText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .transform((text) => text.slice(0, max))
    .optional();

const SUBJECT_MAX_LENGTH = 500;
const BODY_MAX_LENGTH = 20_000;

// Mail-forwarding services send different names for the same three things; the spec's own
// parse-promo-email names (emailSubject, emailBody) are read too.
export const promoEmailPayload = z
  .object(
    {
      subject: emailText("subject", SUBJECT_MAX_LENGTH),
      emailSubject: emailText("emailSubject", SUBJECT_MAX_LENGTH),
      body: emailText("body", BODY_MAX_LENGTH),
      emailBody: emailText("emailBody", BODY_MAX_LENGTH),
      text: emailText("text", BODY_MAX_LENGTH),
      "body-plain": emailText("body-plain", BODY_MAX_LENGTH),
      from: emailText("from", SUBJECT_MAX_LENGTH),
      sender: emailText("sender", SUBJECT_MAX_LENGTH),
    },
    { error: "The body must be a JSON object or form fields" },
  )
  .transform((payload) => ({
    emailSubject: (payload.subject ?? payload.emailSubject)?.trim() ?? "",
    emailBody: [
      payload.from || payload.sender ? `From: ${payload.from ?? payload.sender}` : "",
      payload.body ?? payload.emailBody ?? payload.text ?? payload["body-plain"] ?? "",
    ]
      .filter(Boolean)
      .join("\n")
      .trim(),
  }))
  .refine((email) => email.emailSubject || email.emailBody, { error: "subject or body is required", path: ["body"] });

export const automationUrlInput = z.object({
  automationUrl: z
    .union([z.literal(""), z.url({ protocol: /^https?$/, error: "Enter your Zapier or Make catch-hook address, starting with https://" })])
    .optional()
    .transform((url) => url || null),
});
