"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { followsHere } from "./follows-here";

const LEAVE_QUESTION = "Leave this page? What you typed and haven't saved will be lost.";

// How many mounted forms hold unsaved typing. The listeners are added once, for the first.
let holders = 0;

/** True when nothing unsaved is held, or the creator agrees to lose it. For navigations in code (tabs). */
export function confirmLeaving(): boolean {
  return holders === 0 || window.confirm(LEAVE_QUESTION);
}

/**
 * While `unsaved`, leaving asks first: a reload or another site through the browser's own dialog
 * (beforeunload), and a link inside the app (the side menu, a card's link), which the App Router
 * follows without unloading the page, through a confirm. So does Back or Forward to another
 * page, where the browser lets a page stop one (confirmTraversal). Saying no keeps the creator on
 * the page.
 * Nothing listens while nothing is unsaved (a page with a beforeunload listener can't be kept in
 * some browsers' back-forward cache).
 */
export function useWarnBeforeLeaving(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    holders += 1;
    if (holders === 1) {
      window.addEventListener("beforeunload", warnOnUnload);
      // Capture, on the document: before the link's own handler (next/link) starts the navigation.
      document.addEventListener("click", confirmInAppLink, true);
      navigationApi()?.addEventListener("navigate", confirmTraversal);
      // Says the page now asks before it is left: a test waits for it instead of racing the
      // render that typing schedules (a Back straight after typing would go unasked).
      document.documentElement.dataset.holdsUnsaved = "";
    }
    return () => {
      holders -= 1;
      if (holders === 0) {
        delete document.documentElement.dataset.holdsUnsaved;
        window.removeEventListener("beforeunload", warnOnUnload);
        document.removeEventListener("click", confirmInAppLink, true);
        navigationApi()?.removeEventListener("navigate", confirmTraversal);
      }
    };
  }, [unsaved]);
}

type FieldEntry = [name: string, value: string | boolean];

/** Every named field's value inside `root`, disabled ones too (a form disables its fieldset while it saves). */
function fieldEntries(root: HTMLElement): FieldEntry[] {
  const entries: FieldEntry[] = [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>("input[name], select[name], textarea[name]")) {
    const checkable = field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");
    entries.push([field.name, checkable ? field.checked : field.value]);
  }
  return entries;
}

/**
 * The fields' values as one comparable text, but for the field named `except`. In the order of
 * their names, not of the page: a card's fields change places as its step moves on.
 */
function valuesText(entries: FieldEntry[], except?: string): string {
  const kept = entries.filter(([name]) => name !== except);
  return JSON.stringify(kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** fieldValues(root) of two moments differ when any named field inside `root` changed between them. */
export function fieldValues(root: HTMLElement): string {
  return valuesText(fieldEntries(root));
}

// What can change a field: typing, picking, and a Radix checkbox, whose hidden input only gets a click.
export const FIELD_EVENTS = ["input", "change", "click"] as const;

/**
 * For a form: `watchUnsaved` as its ref, and `settleUnsaved()` once what it holds is saved (after
 * its reset) or is another saved record (another day's log). While its fields differ from what
 * they held when it mounted or last settled, `unsaved` is true and leaving the page asks first
 * (useWarnBeforeLeaving). Compared by value, so typing undone holds nothing, and controlled
 * fields count as uncontrolled ones do. `holdsUnsaved(except)` tells the same at once, for every
 * field but one when named (the field that picks which record the others show, whose own change
 * is no typing).
 */
export type LeaveGuard = ReturnType<typeof useLeaveGuard>;

export function useLeaveGuard() {
  const form = useRef<HTMLFormElement | null>(null);
  const settled = useRef<FieldEntry[]>([]);
  const [unsaved, setUnsaved] = useState(false);
  // Settled fields are read once the render the settling came with is on the page: a controlled
  // field set beside it (the saved hashtags as they were written) shows its new value only then.
  const [settleRequests, setSettleRequests] = useState(0);
  useWarnBeforeLeaving(unsaved);
  useLayoutEffect(() => {
    if (settleRequests > 0 && form.current) settled.current = fieldEntries(form.current);
  }, [settleRequests]);

  const watchUnsaved = useCallback((element: HTMLFormElement | null) => {
    form.current = element;
    if (!element) return;
    settled.current = fieldEntries(element);
    // Once the event is through: these listeners run before React's own, and a render between
    // them would put a controlled field (a card's hashtags) back to the value its state still
    // held, losing the keystroke React had yet to hear of.
    const compare = () => setTimeout(() => setUnsaved(fieldValues(element) !== valuesText(settled.current)));
    for (const type of FIELD_EVENTS) element.addEventListener(type, compare);
    return () => {
      for (const type of FIELD_EVENTS) element.removeEventListener(type, compare);
    };
  }, []);

  const settleUnsaved = useCallback(() => {
    setSettleRequests((count) => count + 1);
    setUnsaved(false);
  }, []);

  const holdsUnsaved = useCallback(
    (except?: string) => !!form.current && valuesText(fieldEntries(form.current), except) !== valuesText(settled.current, except),
    [],
  );

  /** The watched form, for reading what it holds in an event (its hook as typed, its fields to save). */
  const watchedForm = useCallback(() => form.current, []);

  return { watchUnsaved, settleUnsaved, holdsUnsaved, unsaved, watchedForm };
}

function warnOnUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
}

function confirmInAppLink(event: MouseEvent) {
  // A new tab or window (modifier keys, middle button, target) leaves this page as it is.
  if (event.defaultPrevented || !followsHere(event)) return;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  const to = new URL(link.href);
  // Another site unloads the page, where beforeunload asks; a link to a place on this page leaves nothing.
  if (to.origin !== window.location.origin || !leavesThisPage(to)) return;
  if (window.confirm(LEAVE_QUESTION)) return;
  event.preventDefault();
  event.stopPropagation();
}

/** False for a place on this same page (another #hash of it), which leaves nothing typed behind. */
function leavesThisPage(to: URL): boolean {
  return to.pathname !== window.location.pathname || to.search !== window.location.search;
}

/** The parts of the Navigation API's navigate event used here; TypeScript's DOM types lack it. */
type NavigateEvent = Event & { navigationType: "push" | "replace" | "reload" | "traverse"; destination: { url: string } };

function navigationApi(): EventTarget | undefined {
  return (window as Window & { navigation?: EventTarget }).navigation;
}

/**
 * Back and Forward inside the app change no document, so beforeunload doesn't ask, and the App
 * Router restores the other page on popstate, too late to stop. The navigate event comes first
 * (in browsers with the Navigation API). A browser lets a page cancel a Back only once per use
 * of the page (cancelable: a click or key press since), so no page can trap the creator: a
 * second Back straight after a no goes without asking.
 */
function confirmTraversal(event: Event) {
  const navigation = event as NavigateEvent;
  if (navigation.navigationType !== "traverse" || !event.cancelable) return;
  // Back to this same page (the skip link's #main entry) leaves nothing.
  if (!leavesThisPage(new URL(navigation.destination.url))) return;
  if (window.confirm(LEAVE_QUESTION)) return;
  event.preventDefault();
}
