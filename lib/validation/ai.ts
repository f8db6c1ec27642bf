import { z } from "zod";
import { CHAT_MAX_LENGTH, CHAT_MAX_MESSAGES, CHAT_REPLY_MAX_LENGTH } from "@/lib/rules/chat";
import { tooLong } from "./text";

export const chatRequest = z.object({
  messages: z
    .array(
      z.object({
        role: z.enum(["user", "assistant"], { error: "Each message's role must be user or assistant" }),
        content: z.string().trim().min(1, "Messages can't be empty").max(CHAT_REPLY_MAX_LENGTH, `Messages must be at most ${CHAT_REPLY_MAX_LENGTH} characters`),
      }),
    )
    .min(1, "Send at least one message")
    .max(CHAT_MAX_MESSAGES, `Send at most ${CHAT_MAX_MESSAGES} messages; clear the conversation to start a new one`)
    .refine((messages) => messages[messages.length - 1]?.role === "user", "The last message must be the user's")
    // A reply can be longer than a question; what the creator types is held to CHAT_MAX_LENGTH.
    .refine((messages) => messages.every(({ role, content }) => role === "assistant" || content.length <= CHAT_MAX_LENGTH), `Messages must be at most ${CHAT_MAX_LENGTH} characters`),
});

export type ChatMessage = z.infer<typeof chatRequest>["messages"][number];

export const CONTENT_HELP_TYPES = ["ideate", "retention", "hashtags"] as const;
export type ContentHelpType = (typeof CONTENT_HELP_TYPES)[number];

export const promoEmailInput = z.object({
  emailSubject: z.string().max(500, tooLong(500, "the subject")).optional().transform((text) => text?.trim() ?? ""),
  emailBody: z.string().max(20_000, "Paste at most 20,000 characters").optional().transform((text) => text?.trim() ?? ""),
});

/** What the model must return for a promo email; checked before anything is saved. */
export const extractedPromo = z.object({
  brandName: z.string().trim().min(1).max(120),
  campaignName: z.string().trim().max(200).nullish(),
  rate: z.union([z.string(), z.number()]).nullish(),
  contactEmail: z.string().trim().nullish(),
  deliverables: z.string().trim().max(1000).nullish(),
});
