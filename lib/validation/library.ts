import { z } from "zod";
import { distinctTags } from "@/lib/rules/hashtags";
import { youtubeVideo } from "@/lib/rules/youtube";
import { optionalText, tooLong } from "./text";

export const LIBRARY_TYPES = ["note", "video"] as const;

/** Tags: comma-separated, trimmed, empties and repeats dropped; "Hooks" repeats "hooks", and the first spelling stays. */
export function parseTags(text: string): string[] {
  return distinctTags(text.split(","));
}

const TAG_MAX = 50;

// Named by its start: the tags field is one line, where the long tag is often scrolled out of sight.
const tooLongTag = (tag: string) => `Each tag must be at most ${TAG_MAX} characters: “${tag.slice(0, 20)}…” is longer`;

export const libraryItemInput = z
  .object({
    type: z.enum(LIBRARY_TYPES, { error: "Choose note or video" }),
    title: z.string().trim().min(1, "Enter a title").max(200, tooLong(200, "the title")),
    content: optionalText(20_000, "the content"),
    notes: optionalText(20_000, "the notes"),
    tags: z
      .string()
      .optional()
      .transform((text) => parseTags(text ?? ""))
      .pipe(z.array(z.string().max(TAG_MAX, { error: (issue) => tooLongTag(String(issue.input)) })).max(20, "Use at most 20 tags")),
  })
  .superRefine((item, ctx) => {
    if (item.type === "video" && !(item.content && youtubeVideo(item.content))) {
      ctx.addIssue({
        code: "custom",
        path: ["content"],
        message: "Enter a YouTube address, like https://www.youtube.com/watch?v=…",
      });
    }
  });

export type LibraryItemInput = z.infer<typeof libraryItemInput>;

export const libraryItemId = z.uuid("Unknown library item");
