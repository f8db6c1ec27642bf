"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { toast } from "@/components/toast";
import { FIELDS, useKeepFocus } from "@/components/keep-focus";
import { askToSignInAgain } from "@/components/session-ended";
import type { ActionFailure, ActionResult, FieldErrors } from "@/lib/action";

type Options<T> = {
  /** The spec's toast when the call itself fails (network, server crash). */
  failure: string;
  /** Set where the spec titles its error toasts (the library): the action's error becomes the description. */
  errorTitle?: string;
  onSuccess?: (data: T, form: HTMLFormElement) => void;
  /**
   * Where focus goes after a success, once the form is enabled again: an add form's first field,
   * ready for the next entry; null for nowhere, when onSuccess puts focus somewhere else itself.
   * Otherwise focus goes back to where the creator submitted from.
   */
  focusOnSuccess?: (form: HTMLFormElement) => HTMLElement | null;
  /**
   * The form is in a modal dialog, which calls `reset` as it opens and closes. A gone answer's
   * toast then says to close it rather than offering Refresh: nothing outside a modal dialog can
   * be clicked, the toast's button included, and the page is refreshed as the dialog closes.
   */
  inDialog?: boolean;
  /** What a gone answer's Refresh does, where the form keeps its row itself (useShownRow); else the page's refresh. */
  refresh?: () => void;
};

/**
 * The one way a form calls a server action: field errors under their fields, the action's error
 * as a toast, the inputs left as typed on failure, and `pending` for disabling the form. Disabling
 * the form drops keyboard focus, so focus is put back when the action is done (keep-focus.ts): on
 * the first field with an error when the action refuses some.
 */
export function useActionForm<T>(
  action: (formData: FormData) => Promise<ActionResult<T>>,
  { failure, errorTitle, onSuccess, focusOnSuccess, inDialog = false, refresh }: Options<T>,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, startTransition] = useTransition();
  const keepFocus = useKeepFocus(pending);
  const router = useRouter();
  // What the form edits was deleted or saved elsewhere (goneWhileEditing, changedWhileEditing):
  // the page shows it as it is now once the form is closed, not while what was typed is on screen.
  const refreshWhenClosed = useRef(false);

  /** For a form in a dialog, as the dialog opens or closes: no errors left from before, no stale row. */
  function reset() {
    setErrors({});
    if (refreshWhenClosed.current) router.refresh();
    refreshWhenClosed.current = false;
  }

  // Every form sends what it holds, a blank required field too: the action refuses it under the
  // field ("Enter a title") and saves nothing. The spec has its add forms "do nothing" on a blank
  // title, which left a creator pressing a button that seemed broken; bad input always gets a
  // clear message (the developers' brief), as the Library and Edit dialogs already gave.
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const formData = new FormData(form);
    keepFocus();
    startTransition(async () => {
      try {
        const result = await action(formData);
        if (!result.ok) {
          const fieldErrors = result.fieldErrors ?? {};
          setErrors(fieldErrors);
          if (result.gone) refreshWhenClosed.current = true;
          if (result.error || result.sessionEnded) toastFailure(result, failure, { title: errorTitle, refresh: refresh ?? router.refresh, inDialog });
          // Focus goes to the first field in the wrong, where its message is read out with it,
          // rather than back to the submit button.
          const firstWrong = firstFieldInError(form, fieldErrors);
          if (firstWrong) keepFocus(firstWrong);
          return;
        }
        setErrors({});
        onSuccess?.(result.data, form);
        if (focusOnSuccess) keepFocus(focusOnSuccess(form));
      } catch {
        toastError(failure, errorTitle);
      }
    });
  }

  return { errors, setErrors, pending, onSubmit, reset };
}

/** The form's first field that has an error, in the form's order. */
export function firstFieldInError(form: HTMLFormElement, fieldErrors: FieldErrors): HTMLElement | undefined {
  return [...form.elements].find((field): field is HTMLElement => field instanceof HTMLElement && Boolean(fieldErrors[field.getAttribute("name") ?? ""]?.length));
}

/** An action's error as a toast: under `title` when the form or the action gives one (the spec's library toasts). */
export function toastError(reason: string, title?: string) {
  if (title) toast.error(title, { description: reason });
  else toast.error(reason);
}

export type FailureToast = {
  /** The toast's title, where the spec titles its error toasts (the library): the error becomes the description. */
  title?: string;
  /** The page's refresh, for the Refresh a gone answer's toast offers (see below). */
  refresh?: () => void;
  /** The form is in a modal dialog, which refreshes the page as it closes (useActionForm's `inDialog`). */
  inDialog?: boolean;
};

/**
 * A refused action: its error (else `fallback`) as a toast. When the session ended, the shell asks
 * for the password again instead, which says why; only the library's spec'd 'Error' toast shows too.
 *
 * A save refused because what it edits is gone or was saved elsewhere meanwhile (goneWhileEditing,
 * changedWhileEditing) keeps what was typed, and its row stays as it showed, to copy from: its
 * toast says so and offers Refresh, which shows the page as it is now; a dialog's form says to close
 * it instead, which does the same. It stays longer than an error's 4 seconds, for that.
 */
export function toastFailure(failure: ActionFailure | null | undefined, fallback: string, { title, refresh, inDialog = false }: FailureToast = {}) {
  if (failure?.sessionEnded) {
    askToSignInAgain();
    if (!failure.errorTitle) return;
  }
  const message = failure?.error ?? fallback;
  const heading = failure?.errorTitle ?? title;
  if (!failure?.gone || !refresh) {
    toastError(message, heading);
    return;
  }
  const whatToDo = inDialog ? "Copy what you typed if you need it, then close the dialog to see it as it is now." : "Copy what you typed if you need it, then Refresh.";
  const options = { duration: 15_000, ...(!inDialog && { action: { label: "Refresh", onClick: refresh } }) };
  if (heading) toast.error(heading, { ...options, description: `${message} ${whatToDo}` });
  else toast.error(message, { ...options, description: whatToDo });
}

/** An add form's first field, for `focusOnSuccess`. */
export const firstField = (form: HTMLFormElement) => form.querySelector<HTMLElement>(FIELDS);
