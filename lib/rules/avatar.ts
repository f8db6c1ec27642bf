// The avatar's limits, apart from the zod schemas (lib/validation/profile.ts) so that the profile
// editor can check a file before upload without shipping zod to the browser.
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];
