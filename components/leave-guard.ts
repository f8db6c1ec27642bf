"use client";

import { useEffect, useRef } from "react";

const LEAVE_QUESTION = "Leave this page? What you typed and haven't saved will be lost.";

// Each mounted form's question "do you hold unsaved typing?", asked at the moment of leaving.
// The listeners are added while there is one.
const holders = new Set<() => boolean>();
const holdsUnsaved = () => [...holders].some((unsaved) => unsaved());

/** True when nothing unsaved is held, or the creator agrees to lose it. For navigations in code (tabs). */
export function confirmLeaving(): boolean {
  return !holdsUnsaved() || window.confirm(LEAVE_QUESTION);
}

/** Keeps `unsaved` among the holders while the component is on the page. */
function useHolder(unsaved: () => boolean) {
  const latest = useRef(unsaved);
  useEffect(() => {
    latest.current = unsaved;
  });
  useEffect(() => {
    const holder = () => latest.current();
    holders.add(holder);
    if (holders.size === 1) {
      window.addEventListener("beforeunload", warnOnUnload);
      // Capture, on the document: before the link's own handler (next/link) starts the navigation.
      document.addEventListener("click", confirmInAppLink, true);
    }
    return () => {
      holders.delete(holder);
      if (holders.size === 0) {
        window.removeEventListener("beforeunload", warnOnUnload);
        document.removeEventListener("click", confirmInAppLink, true);
      }
    };
  }, []);
}

/**
 * While `unsaved`, leaving asks first: a reload or another site through the browser's own dialog
 * (beforeunload), and a link inside the app (the side menu, a card's link), which the App Router
 * follows without unloading the page, through a confirm. Saying no keeps the creator on the page.
 */
export function useWarnBeforeLeaving(unsaved: boolean) {
  useHolder(() => unsaved);
}

/** True when a field no longer holds what the form rendered it with (what a reset would put back). */
function changed(field: Element): boolean {
  if (field instanceof HTMLSelectElement) {
    const rendered = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return field.value !== (rendered?.value ?? "");
  }
  if (field instanceof HTMLInputElement) {
    // A Radix checkbox's hidden copy of its button's state keeps the state it was first rendered
    // with as its default, so after a save it would always differ: such a tick isn't counted.
    if (field.getAttribute("aria-hidden") === "true") return false;
    if (field.type === "checkbox" || field.type === "radio") return field.checked !== field.defaultChecked;
    return field.type !== "hidden" && field.value !== field.defaultValue;
  }
  return field instanceof HTMLTextAreaElement && field.value !== field.defaultValue;
}

/**
 * For a form whose fields are uncontrolled, as its `ref`: leaving the page asks first (as
 * useWarnBeforeLeaving) while a named field holds something other than what the form was rendered
 * with. So a form emptied by its reset after a save, or showing a saved record's new values, holds
 * nothing; `ignore` names fields that only choose what the form shows (a day to log).
 */
export function useLeaveGuard({ ignore = [] }: { ignore?: string[] } = {}) {
  const form = useRef<HTMLFormElement | null>(null);
  useHolder(() =>
    [...(form.current?.elements ?? [])].some((field) => {
      const name = field.getAttribute("name");
      return name !== null && !ignore.includes(name) && changed(field);
    }),
  );
  return form;
}

function warnOnUnload(event: BeforeUnloadEvent) {
  if (holdsUnsaved()) event.preventDefault();
}

function confirmInAppLink(event: MouseEvent) {
  // A new tab or window (modifier keys, middle button, target) leaves this page as it is.
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  const to = new URL(link.href);
  // Another site unloads the page, where beforeunload asks; a link to a place on this page leaves nothing.
  if (to.origin !== window.location.origin) return;
  if (to.pathname === window.location.pathname && to.search === window.location.search) return;
  if (confirmLeaving()) return;
  event.preventDefault();
  event.stopPropagation();
}
