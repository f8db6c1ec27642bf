// The one shape of a push message, built by the server and read by the service worker.

export type PushMessage = { title: string; body: string; url: string };

const FALLBACK_TITLE = "New notification";

/**
 * Reads a push's payload. JSON gives title, body and the page to open; plain text is the body.
 * Anything else still shows a notification (a push must always show one).
 */
export function readPushMessage(payload: string | null | undefined): PushMessage {
  const text = payload?.trim() ?? "";
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    return { title: FALLBACK_TITLE, body: text, url: "/" };
  }
  if (typeof data !== "object" || data === null) return { title: FALLBACK_TITLE, body: text, url: "/" };
  const { title, body, url } = data as Record<string, unknown>;
  return {
    title: typeof title === "string" && title.trim() ? title.trim() : FALLBACK_TITLE,
    body: typeof body === "string" ? body : "",
    url: typeof url === "string" && isAppPath(url) ? url : "/",
  };
}

/** Only the app's own pages: a push must never open another site. */
function isAppPath(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\");
}

export type PlannedItem = { title: string; platform: string };

const LISTED_ITEMS = 3;

/** The morning reminder: what is planned for today, the first few by name. */
export function morningReminder(items: PlannedItem[]): PushMessage {
  const count = items.length;
  const named = items.slice(0, LISTED_ITEMS).map((item) => `${item.title} (${item.platform})`);
  const more = count > LISTED_ITEMS ? ` and ${count - LISTED_ITEMS} more` : "";
  return {
    title: count === 1 ? "1 post planned for today" : `${count} posts planned for today`,
    body: `${named.join(", ")}${more}. Open your calendar to get them out.`,
    url: "/calendar?view=day",
  };
}

export const TEST_NOTIFICATION: PushMessage = {
  title: "Creator Quest",
  body: "Notifications work on this device. Your morning reminder lists the content planned for the day.",
  url: "/xp",
};
