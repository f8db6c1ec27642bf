/**
 * What to tell a creator whose browser refused to turn push messages on. A refusal with
 * notifications allowed is the browser's own ("Registration failed - permission denied" in
 * Chrome's private windows, which have no push service), and its words say nothing useful.
 */
export function pushRefusal(error: unknown, permission: NotificationPermission): string | undefined {
  const refusedByBrowser = error instanceof DOMException && (error.name === "NotAllowedError" || error.name === "AbortError");
  if (refusedByBrowser && permission === "granted") {
    return "This browser won't take push messages here. A private window can't receive them: open Creator Quest in a normal window, or install it, and try again.";
  }
  return error instanceof Error && error.message ? error.message : undefined;
}
