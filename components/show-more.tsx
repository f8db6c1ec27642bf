"use client";

import { useEffect, useRef } from "react";
import { focusables, restoreFocus } from "@/components/keep-focus";
import { IntentLink } from "@/components/shell/intent-link";
import { Button } from "@/components/ui/button";
import { formatCount } from "@/lib/format";
import { MAX_SHOWN } from "@/lib/rules/paging";

/** What a click asked for: the list above the link, and how many of its rows were shown then. */
type Asked = { list: Element | null; shownBefore: number };

/**
 * Under a long list (the <ul> just before it): a link that shows the next page as well (see
 * lib/rules/paging.ts). The address changes in place, so the list keeps its scroll position and
 * the link keeps the focus. When that page is the last one, the link goes, and focus with it: it
 * then moves to the first row just shown, so a keyboard user reads on from there instead of
 * starting again from the top of the page.
 */
export function ShowMore({ more, shown, href, label }: { more: boolean; shown: number; href: string; label: string }) {
  const asked = useRef<Asked | null>(null);

  useEffect(() => {
    const click = asked.current;
    if (!click || more || shown <= click.shownBefore) return;
    asked.current = null;
    const list = click.list?.matches("ul, ol") ? click.list : (click.list?.querySelector("ul, ol") ?? null);
    // Only when focus was lost with the link: never taken from where the creator has moved it.
    restoreFocus(() => focusables(list?.children[click.shownBefore] ?? null));
  }, [more, shown]);

  if (!more) return null;
  if (shown >= MAX_SHOWN) {
    return <p className="text-center text-sm text-muted-foreground">Showing the newest {formatCount(MAX_SHOWN)}.</p>;
  }
  return (
    <div className="flex justify-center">
      <Button asChild variant="outline">
        <IntentLink
          href={href}
          scroll={false}
          replace
          onClick={(event) => {
            asked.current = { list: event.currentTarget.parentElement?.previousElementSibling ?? null, shownBefore: shown };
          }}
        >
          {label}
        </IntentLink>
      </Button>
    </div>
  );
}
