import { z } from "zod";
import { AVATAR_MAX_BYTES, type AvatarType } from "@/lib/rules/avatar";
import { displayName, isTimeZone } from "./auth";
import { creatorEmail } from "./content";

export const UNKNOWN_TIME_ZONE = "Choose a time zone from the list";

export const profileInput = z.object({
  displayName,
  timeZone: z.string().refine(isTimeZone, UNKNOWN_TIME_ZONE),
  creatorEmail,
});

export type ProfileInput = z.infer<typeof profileInput>;

// The file's first bytes decide its type: a renamed file or a wrong Content-Type does not pass.
function sniffImageType(bytes: Uint8Array): AvatarType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === "WEBP") return "image/webp";
  return null;
}

export type AvatarCheck = { ok: true; contentType: AvatarType } | { ok: false; error: string };

export function checkAvatar(bytes: Uint8Array): AvatarCheck {
  if (bytes.length === 0) return { ok: false, error: "Choose an image to upload" };
  if (bytes.length > AVATAR_MAX_BYTES) return { ok: false, error: "The image is larger than 1 MB. Choose a smaller one." };
  const contentType = sniffImageType(bytes);
  if (!contentType) return { ok: false, error: "Choose a PNG, JPEG or WebP image" };
  return { ok: true, contentType };
}
