import "server-only";
import type { ActionFailure } from "@/lib/action";
import { refreshSignedInPages } from "@/lib/refresh-pages";

const GONE = {
  content: "This content item no longer exists. It may have been deleted in another tab.",
  task: "This task no longer exists. It may have been deleted in another tab.",
  libraryItem: "This item no longer exists. It may have been deleted in another tab.",
  entry: "This entry no longer exists. It may have been deleted in another tab.",
  system: "This system no longer exists. It may have been deleted in another tab.",
  deal: "This deal no longer exists. It may have been deleted in another tab.",
  healthLog: "This log no longer exists. It may have been deleted in another tab.",
} as const;

type Gone = keyof typeof GONE;

// What was saved elsewhere, and where the creator saw it before: "This task was changed in another
// tab or on another device since this dialog opened." ("… since this page showed it." for a form on the page).
const CHANGED_ELSEWHERE = {
  content: "This content item was changed",
  task: "This task was changed",
  libraryItem: "This item was changed",
  entry: "This entry was changed",
  system: "This system was changed",
  deal: "This deal was changed",
  healthLog: "This day's log was saved or deleted",
} as const satisfies Record<Gone, string>;
const SHOWN_IN = { dialog: "since this dialog opened", page: "since this page showed it" } as const;

/**
 * A row action's answer (delete, complete, a status, the calendar's new day: nothing typed to
 * keep) when what it acts on is no longer there (deleted in another tab or on another device, or
 * an id that was never the creator's). The page renders again with the answer, so the stale row
 * leaves the list as the toast says why, with no reload to ask for.
 */
export function gone(what: Gone): ActionFailure {
  refreshSignedInPages();
  return { ok: false, error: GONE[what] };
}

/**
 * The same answer to a form's save (an edit dialog, a card's details). The page is not rendered
 * again now: the row would leave it with its form, and what was typed with them (a failed save
 * keeps it). A dialog's form renders it once the dialog is closed (`gone`, read by useActionForm).
 */
export function goneWhileEditing(what: Gone): ActionFailure {
  return { ok: false, error: GONE[what], gone: true };
}

/**
 * A form's save refused because what it edits was saved elsewhere since the form showed it (an
 * edit dialog's or a card's fields: stillAsShown; a day's health log: its last save). Answered as
 * goneWhileEditing is: what was typed stays, and the form shows the saved version once refreshed
 * (the toast's Refresh, or a dialog's closing).
 */
export function changedWhileEditing(what: Gone, shownIn: keyof typeof SHOWN_IN): ActionFailure {
  return { ok: false, error: `${CHANGED_ELSEWHERE[what]} in another tab or on another device ${SHOWN_IN[shownIn]}.`, gone: true };
}
