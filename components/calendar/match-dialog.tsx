"use client";

import { Link2 } from "lucide-react";
import dynamic from "next/dynamic";
import { usePathname, useSearchParams } from "next/navigation";
import { createContext, useCallback, useContext, useState } from "react";
import { Button } from "@/components/ui/button";

// Loaded with its first opening, so that no page's first load carries it (every page has a
// Match Posted Content: the header's, and on the calendar the page's own).
const MatchDialog = dynamic(() => import("./match-dialog-form").then((module) => module.MatchDialog), { ssr: false });

const MatchDialogContext = createContext<(() => void) | null>(null);

/** Opens "Match Your Posted Content" from anywhere in the signed-in app (header, calendar). */
export function useOpenMatchDialog(): () => void {
  const open = useContext(MatchDialogContext);
  if (!open) throw new Error("useOpenMatchDialog must be used inside <MatchDialogProvider>");
  return open;
}

export function MatchDialogProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  // The dialog belongs to the page it is over: Back or Forward to another page, or to another
  // day or tab of this one (after the leave guard's "will be lost"), closes it, instead of
  // leaving it open, with its typing, over the next page.
  const page = `${usePathname()}?${useSearchParams().toString()}`;
  const [pageShown, setPageShown] = useState(page);
  if (pageShown !== page) {
    setPageShown(page);
    setOpen(false);
  }
  const openDialog = useCallback(() => {
    setOpen(true);
    setOpenings((count) => count + 1);
  }, []);

  return (
    <MatchDialogContext.Provider value={openDialog}>
      {children}
      {openings > 0 && <MatchDialog open={open} onOpenChange={setOpen} opening={openings} />}
    </MatchDialogContext.Provider>
  );
}

export function MatchPostedButton({ className }: { className?: string }) {
  const openDialog = useOpenMatchDialog();
  return (
    <Button variant="outline" className={className} onClick={openDialog}>
      <Link2 aria-hidden /> Match Posted Content
    </Button>
  );
}
