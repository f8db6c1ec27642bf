"use client";

import { useCallback, useEffect, useRef } from "react";

/**
 * Keeping keyboard focus through an action. A control that is disabled while its action runs (a
 * form's fieldset, a checkbox, Complete), or that leaves the page with its row, drops focus to
 * <body>, and a keyboard user would have to Tab again from the top of the page. So what had focus
 * is remembered as the action starts, and focus goes back to it, or to the nearest control that
 * is still there, once the page has settled.
 */

/** The candidates, best first, worked out when focus is to be put back. */
export type FocusTrail = () => HTMLElement[];

/** The fields a creator types into or picks from. */
export const FIELDS = "input:not([type=hidden]), select, textarea";

const FOCUSABLE = `a[href], button, ${FIELDS}, [tabindex]:not([tabindex='-1'])`;

/** The controls inside `root` that can take focus, in page order. */
export const focusables = (root: Element | null): HTMLElement[] => (root ? [...root.querySelectorAll<HTMLElement>(FOCUSABLE)] : []);

/** What a control does, to find its counterpart in another row: its tag and its name's first word. */
const action = (control: HTMLElement) => `${control.tagName} ${(control.getAttribute("aria-label") ?? control.textContent ?? "").trim().split(/\s/)[0]}`;

/**
 * True when no control has focus: the focused control was disabled or removed (focus on <body>),
 * or focus is on the page's <main> itself, which takes it from the skip link or a click on plain
 * text there.
 */
export const focusLost = () => {
  const focused = document.activeElement;
  return focused === null || focused === document.body || focused.tagName === "MAIN";
};

/**
 * Where focus can go back to, read while `element` is still on the page:
 * 1. the element itself;
 * 2. the element with its id, if it was rendered again elsewhere (a calendar item moved to another day);
 * 3. the same control in the next row, else the previous one, when the element's row (its <li>) went
 *    away: the one that does the same (its name starts with the same word: "Delete", "Complete"),
 *    else the one at the same place counted from the row's end, where rows keep their actions;
 * 4. the first control of the nearest container that survived, up to <main>, when the list emptied
 *    (its empty state's button).
 */
export function focusTrail(element: Element | null): FocusTrail {
  if (!(element instanceof HTMLElement) || element === document.body) return () => [];
  const { id } = element;
  const row = element.closest("li");
  const place = row ? focusables(row).reverse().indexOf(element) : -1;
  const does = action(element);
  const counterpartIn = (other: Element | null | undefined) => {
    const controls = place < 0 ? [] : focusables(other ?? null).reverse();
    return controls.find((control) => action(control) === does) ?? controls[place];
  };
  const neighbours = [counterpartIn(row?.nextElementSibling), counterpartIn(row?.previousElementSibling)];
  const containers: HTMLElement[] = [];
  // Only inside the page's own content: above it is the app's navigation, and a dialog has no container.
  if (element.closest("main")) {
    for (let node = (row ?? element).parentElement; node && node.tagName !== "MAIN"; node = node.parentElement) containers.push(node);
  }
  return () => {
    const container = containers.find((node) => node.isConnected && focusables(node).length > 0);
    return [element, id ? document.getElementById(id) : null, ...neighbours, ...focusables(container ?? null)].filter(
      (candidate): candidate is HTMLElement => candidate?.isConnected === true,
    );
  };
}

/**
 * Puts focus back on the first candidate of the trail that takes it (a disabled one doesn't), but
 * only if focus was lost: never takes it from where the user has moved it. True if something has
 * focus now.
 */
export function restoreFocus(trail: FocusTrail | null): boolean {
  if (trail && focusLost()) {
    for (const candidate of trail()) {
      candidate.focus();
      if (document.activeElement === candidate) break;
    }
  }
  return !focusLost();
}

/**
 * For an action run in a transition: call the returned `keep()` as it starts (with what should get
 * focus back, else what has it now). When `pending` ends, or the component leaves the page with its
 * row, focus goes back along that element's trail if it fell to <body>.
 */
export function useKeepFocus(pending: boolean) {
  const trail = useRef<FocusTrail | null>(null);

  useEffect(() => {
    if (pending) return;
    restoreFocus(trail.current);
    trail.current = null;
  }, [pending]);

  useEffect(
    () => () => {
      // Unmounted mid-action: the control went with its row (Complete on the last step), and this
      // runs once the new page is on screen.
      restoreFocus(trail.current);
    },
    [],
  );

  return useCallback((target: Element | null = document.activeElement) => {
    trail.current = focusTrail(target);
  }, []);
}

/**
 * Focus for a control that won't come back, when the action's result is rendered elsewhere (a new
 * content item on the Active tab after Create replaced the form), or for a link's destination (a
 * shortcut to a form, IntentLink's focusOnArrival): the element with `id` gets focus as soon as it
 * is on the page, if focus was lost meanwhile or is still on `from` (a side-menu link stays on the
 * page it leads to). It is never taken from where the creator moved it. Watching stops after
 * `waitMs`, in case the page never shows it; a slow phone's next page can take a few seconds.
 */
export function focusWhenShown(id: string, { from, waitMs = 10_000 }: { from?: Element; waitMs?: number } = {}) {
  const focusIfShown = () => {
    const element = document.getElementById(id);
    if (element && (focusLost() || (from !== undefined && document.activeElement === from))) element.focus();
    return element !== null;
  };
  if (focusIfShown()) return;
  const observer = new MutationObserver(() => {
    if (focusIfShown()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), waitMs);
}

type AutoFocusHandler = (event: Event) => void;

/**
 * For Radix dialogs and sheets. Radix gives focus back to a <Trigger> on close, but most dialogs
 * here open from a plain button (they are controlled), and a delete's button leaves with its row:
 * without this, focus fell to <body>. So the content remembers what had focus when it opened and
 * gives focus back along that control's trail: the control itself, the same control in the next
 * row, or the list's empty state. The caller's own handlers still run.
 */
export function useFocusReturn(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const opener = useRef<FocusTrail>(() => []);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = focusTrail(document.activeElement);
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      // Radix's own default (its trigger, if any) only when nothing along the trail took focus.
      if (restoreFocus(opener.current)) event.preventDefault();
    },
  };
}
