import { z } from "zod";
import { isHashtagWord, MAX_HASHTAGS, parseHashtags } from "@/lib/rules/hashtags";
import { formatCount } from "@/lib/format";
import { POST_DATE_LIMITS, POSTED_DATE_LIMITS } from "@/lib/rules/date-limits";
import { normalizePostUrl } from "@/lib/rules/post-url";
import { CONTENT_TYPES, PLATFORMS, TITLE_MAX_LENGTH, WORKFLOW_STEPS } from "@/lib/rules/workflow";
import { dateWithin, optionalDateWithin } from "./dates";
import { optionalMoney } from "./money";
import { optionalText, tooLong } from "./text";

/** A planned post date, checked against the creator's `today`, apart from the one an edited item already has. */
const postDate = (today: string, saved: string | null = null) => optionalDateWithin(POST_DATE_LIMITS, today, saved);

/** The longest hook (with its script) an item may have. */
const HOOK_MAX_LENGTH = 5000;

const title = z.string().trim().min(1, "Enter a title").max(TITLE_MAX_LENGTH, tooLong(TITLE_MAX_LENGTH, "the title"));
const platform = z.enum(PLATFORMS, { error: "Choose TikTok, YouTube, Instagram or Twitter" });

export const contentInput = (today: string) =>
  z.object({
    title,
    platform,
    contentType: z.enum(CONTENT_TYPES, { error: "Choose original or trend" }),
    postDate: postDate(today),
  });
export type ContentInput = z.infer<ReturnType<typeof contentInput>>;

/**
 * Edit content: a title corrected, and for an item not yet posted its platform, for a posted one
 * the day it went out (each card's form has only its own). `savedPostDate` is the day the item
 * has now, accepted as it is; an item posted without a day (before posting dated items) may stay
 * without one, so its title can still be put right.
 */
export const contentEditInput = (today: string, savedPostDate: string | null) =>
  z.object({
    title,
    platform: platform.optional(),
    // Absent (an Active item's form has no date) stays undefined: the save neither writes nor checks it.
    postDate:
      savedPostDate === null
        ? z
            .union([z.literal(""), dateWithin(POSTED_DATE_LIMITS, today)])
            .transform((date) => date || null)
            .optional()
        : dateWithin(POSTED_DATE_LIMITS, today, savedPostDate).optional(),
  });
export type ContentEditInput = z.infer<ReturnType<typeof contentEditInput>>;

// A tag that isn't one hashtag word (lib/rules/hashtags.ts) is refused, never silently rewritten.
export function hashtagError(tag: string): string | null {
  if (/\s/.test(tag)) return `“${tag}” has a space: a hashtag is one word, so join it up or put commas between tags`;
  if (!isHashtagWord(tag)) return `“${tag}” can't be a hashtag: use only letters, numbers and _`;
  if (tag.length > 100) return "Each hashtag must be at most 100 characters";
  return null;
}

/** An item's hook with its script, as the details form saves it and the AI help reads it. */
export const hookText = optionalText(HOOK_MAX_LENGTH, "the script");

const hashtags = z
  .string()
  .optional()
  .transform((text, ctx) => {
    const tags = parseHashtags(text ?? "");
    for (const message of tags.map(hashtagError)) if (message) ctx.addIssue({ code: "custom", message });
    return tags;
  })
  .pipe(z.array(z.string()).max(MAX_HASHTAGS, `Use at most ${MAX_HASHTAGS} hashtags`));

export const contentDetailsInput = (today: string, savedPostDate: string | null = null) =>
  z.object({
    hook: hookText,
    hashtags,
    soundUsed: optionalText(200, "the sound"),
    postDate: postDate(today, savedPostDate),
  });
export type ContentDetailsInput = z.infer<ReturnType<typeof contentDetailsInput>>;

// A number as people type it, and as the app writes it: thousands may be grouped with commas
// ("12,500"), a fraction follows a point.
const NUMBER_PATTERN = /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

// Empty means "not measured yet"; anything else must be a real number in range.
const optionalNumber = (schema: z.ZodType<number, number>, notANumber: string) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      const trimmed = text?.trim() ?? "";
      if (trimmed === "") return null;
      if (!NUMBER_PATTERN.test(trimmed)) {
        ctx.addIssue({ code: "custom", message: notANumber });
        return z.NEVER;
      }
      // Digits too many for a double are simply too large: the field's maximum says so.
      const value = Number(trimmed.replace(/,/g, ""));
      return Number.isFinite(value) ? value : Math.sign(value) * Number.MAX_VALUE;
    })
    .pipe(schema.nullable());

// The views column is a 32-bit integer (at most 2,147,483,647).
const MAX_VIEWS = 2_000_000_000;

export const contentMetricsInput = z.object({
  // The maximum before the whole-number check: 99999999999999999999 is a whole number, too large.
  views: optionalNumber(
    z
      .number()
      .min(0, "Views can't be negative")
      .max(MAX_VIEWS, `Views must be at most ${formatCount(MAX_VIEWS)}`)
      .refine(Number.isInteger, "Views must be a whole number"),
    "Views must be a whole number",
  ),
  revenue: optionalMoney("Revenue"),
  retentionScore: optionalNumber(
    z.number().min(0, "Retention score must be between 0 and 100").max(100, "Retention score must be between 0 and 100"),
    "Retention score must be a number between 0 and 100",
  ),
});
export type ContentMetricsInput = z.infer<typeof contentMetricsInput>;

/**
 * Where calendar invites go (decision D7: on the profile; sign-up sets the account email). The
 * spec's rule wherever it is saved, Social Settings or the profile: never empty.
 */
export const creatorEmail = z.string().trim().toLowerCase().min(1, "Please enter an email").pipe(z.email("Enter a valid email address"));

export const creatorEmailInput = z.object({
  creatorEmail,
});

export const contentId = z.uuid("Unknown content item");
export const workflowStepInput = z.enum(WORKFLOW_STEPS);

export const matchInput = z.object({
  contentId: z.uuid("Please select a content item"),
  postUrl: z
    .union([z.literal(""), z.url({ protocol: /^https?$/, error: "Enter the post's full address, starting with https://" })])
    .optional()
    // Stored as the social webhook stores it, so a later delivery of the same post is a duplicate.
    .transform((url) => (url ? normalizePostUrl(url) : null)),
});

export const rescheduleInput = (today: string) => z.object({ contentId, postDate: postDate(today) });
