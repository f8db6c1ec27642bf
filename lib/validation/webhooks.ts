import { z } from "zod";
import { PLATFORMS } from "@/lib/rules/workflow";

// The social-post webhook's payload (spec; decision D6). Errors name the field.
export const socialPostPayload = z.object({
  platform: z.enum(PLATFORMS, { error: "platform must be one of TikTok, YouTube, Instagram or Twitter" }),
  userId: z.string({ error: "userId is required" }).min(1, "userId is required"),
  postUrl: z.url({ protocol: /^https?$/, error: "postUrl must be an http(s) address" }).max(2000).optional(),
  postTitle: z.string().trim().max(200, "postTitle must be at most 200 characters").optional(),
  postDate: z.iso.datetime({ offset: true, error: "postDate must be an ISO timestamp, like 2026-11-22T18:30:00Z" }).optional(),
});
export type SocialPostPayload = z.infer<typeof socialPostPayload>;

// Mail-forwarding services send different names for the same three things; the spec's own
// parse-promo-email names (emailSubject, emailBody) are read too.
export const promoEmailPayload = z
  .object({
    subject: z.string().max(500).optional(),
    emailSubject: z.string().max(500).optional(),
    body: z.string().max(20_000).optional(),
    emailBody: z.string().max(20_000).optional(),
    text: z.string().max(20_000).optional(),
    "body-plain": z.string().max(20_000).optional(),
    from: z.string().max(500).optional(),
    sender: z.string().max(500).optional(),
  })
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
  .refine((email) => email.emailSubject || email.emailBody, "subject or body is required");

export const automationUrlInput = z.object({
  automationUrl: z
    .union([z.literal(""), z.url({ protocol: /^https?$/, error: "Enter your Zapier or Make catch-hook address, starting with https://" })])
    .optional()
    .transform((url) => url || null),
});
