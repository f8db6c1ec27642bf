/**
 * A click the browser (or Next's Link) follows in this tab: the main button with no modifier key.
 * A modifier key or another button opens a new tab or window, or downloads, leaving this page as
 * it is: no focus to move, no menu to close, no unsaved typing to ask about.
 */
export function followsHere(event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
