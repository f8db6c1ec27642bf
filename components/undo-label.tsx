/**
 * The label of a toast's Undo: "Undo" on screen, and to a screen reader what it undoes, since
 * several toasts with an Undo can be showing at once.
 */
export function UndoLabel({ what }: { what: string }) {
  return (
    <>
      Undo<span className="sr-only"> {what}</span>
    </>
  );
}
