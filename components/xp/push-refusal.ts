/** An error's own message, when it has one worth showing. */
export const errorReason = (error: unknown) => (error instanceof Error && error.message ? error.message : undefined);

/**
 * What to tell a creator whose browser refused to turn push messages on. With notifications
 * allowed, the refusal is the browser's own, and its words say nothing useful: "Registration
 * failed - permission denied" (NotAllowedError) in a private window, which has no push service;
 * "Registration failed - push service error" (AbortError) where the push service is turned off or
 * doesn't answer (Brave's setting, some phones).
 */
export function pushRefusal(error: unknown, permission: NotificationPermission): string | undefined {
  if (permission === "granted" && error instanceof DOMException) {
    if (error.name === "NotAllowedError") {
      return "This browser won't take push messages here. A private window can't receive them: open Creator Quest in a normal window, or install it, and try again.";
    }
    if (error.name === "AbortError") {
      return "The browser's push service refused or didn't answer. Some browsers turn it off in their settings; check there, or try another browser.";
    }
  }
  return errorReason(error);
}
