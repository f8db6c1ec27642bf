import { SESSION_ENDED_MESSAGE } from "@/lib/action";

// What the auth page says on arrival, from its ?query (then dropped from the address). A plain
// module: the server page reads the names, the client form shows the texts.
export const AUTH_NOTICES = {
  "signed-out": "Signed out successfully",
  deleted: "Your account and all its data were deleted",
  "password-reset": "Password reset. Sign in with your new password.",
  "password-changed": "Password changed. Sign in with your new password.",
  // A page or a save found the session over: signed out in another tab, Sign out everywhere, or a
  // password changed on another device.
  "session-ended": SESSION_ENDED_MESSAGE,
} as const;

export type AuthNotice = keyof typeof AUTH_NOTICES;

export function authNoticeOf(query: Record<string, unknown>): AuthNotice | undefined {
  return (Object.keys(AUTH_NOTICES) as AuthNotice[]).find((name) => query[name] !== undefined);
}
