import { z } from "zod";
import { formatCount } from "@/lib/format";
import { POST_DATE_LIMITS } from "@/lib/rules/date-limits";
import { CONTENT_TYPES, PLATFORMS, WORKFLOW_STEPS } from "@/lib/rules/workflow";
import { optionalDateWithin } from "./dates";

/** A planned post date, checked against the creator's `today`. */
const postDate = (today: string) => optionalDateWithin(POST_DATE_LIMITS, today);

export const contentInput = (today: string) =>
  z.object({
    title: z.string().trim().min(1, "Enter a title").max(200, "Keep the title under 200 characters"),
    platform: z.enum(PLATFORMS, { error: "Choose TikTok, YouTube, Instagram or Twitter" }),
    contentType: z.enum(CONTENT_TYPES, { error: "Choose original or trend" }),
    postDate: postDate(today),
  });
export type ContentInput = z.infer<ReturnType<typeof contentInput>>;

/** "#fyp, creator tips , ,#vlog" → ["fyp", "creator tips", "vlog"]: comma-separated, trimmed, empties dropped. */
export function parseHashtags(text: string): string[] {
  return text
    .split(",")
    .map((tag) => tag.trim().replace(/^#+/, "").trim())
    .filter(Boolean);
}

const optionalText = (max: number, label: string) =>
  z
    .string()
    .max(max, `${label} must be at most ${formatCount(max)} characters`)
    .optional()
    .transform((text) => text?.trim() || null);

export const contentDetailsInput = (today: string) =>
  z.object({
    hook: optionalText(5000, "The script"),
    hashtags: z
      .string()
      .optional()
      .transform((text) => parseHashtags(text ?? ""))
      .pipe(
        z
          .array(z.string().max(100, "Each hashtag must be at most 100 characters"))
          .max(30, "Use at most 30 hashtags"),
      ),
    soundUsed: optionalText(200, "The sound"),
    postDate: postDate(today),
  });
export type ContentDetailsInput = z.infer<ReturnType<typeof contentDetailsInput>>;

// Empty means "not measured yet"; anything else must be a real number in range.
const optionalNumber = (schema: z.ZodType<number, number>, notANumber: string) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      const trimmed = text?.trim() ?? "";
      if (trimmed === "") return null;
      if (!/^-?\d+(\.\d+)?$/.test(trimmed)) {
        ctx.addIssue({ code: "custom", message: notANumber });
        return z.NEVER;
      }
      return Number(trimmed);
    })
    .pipe(schema.nullable());

export const contentMetricsInput = z.object({
  views: optionalNumber(z.number().int("Views must be a whole number").min(0, "Views can't be negative").max(2_000_000_000, "That is more views than the platform has"), "Views must be a whole number"),
  revenue: optionalNumber(
    z
      .number()
      .min(0, "Revenue can't be negative")
      .max(9_999_999_999.99, "Revenue is too large")
      .refine((amount) => Number.isInteger(Math.round(amount * 100)) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, "Revenue can have at most two decimals"),
    "Revenue must be an amount like 12.50",
  ),
  retentionScore: optionalNumber(
    z.number().min(0, "Retention score must be between 0 and 100").max(100, "Retention score must be between 0 and 100"),
    "Retention score must be a number between 0 and 100",
  ),
});
export type ContentMetricsInput = z.infer<typeof contentMetricsInput>;

export const creatorEmailInput = z.object({
  creatorEmail: z.string().trim().toLowerCase().min(1, "Please enter an email").pipe(z.email("Enter a valid email address")),
});

export const contentId = z.uuid("Unknown content item");
export const workflowStepInput = z.enum(WORKFLOW_STEPS);

export const matchInput = z.object({
  contentId: z.uuid("Please select a content item"),
  postUrl: z
    .union([z.literal(""), z.url({ protocol: /^https?$/, error: "Enter the post's full address, starting with https://" })])
    .optional()
    .transform((url) => url || null),
});

export const rescheduleInput = (today: string) => z.object({ contentId, postDate: postDate(today) });
