import Link from "next/link";
import { Button } from "@/components/ui/button";
import { MAX_SHOWN } from "@/lib/rules/paging";

/**
 * Under a long list: a link that shows the next page as well (see lib/rules/paging.ts). The
 * address changes in place, so the list keeps its scroll position and the link keeps the focus.
 */
export function ShowMore({ more, shown, href, label }: { more: boolean; shown: number; href: string; label: string }) {
  if (!more) return null;
  if (shown >= MAX_SHOWN) {
    return <p className="text-center text-sm text-muted-foreground">Showing the newest {MAX_SHOWN.toLocaleString("en")}.</p>;
  }
  return (
    <div className="flex justify-center">
      <Button asChild variant="outline">
        <Link href={href} scroll={false} replace>
          {label}
        </Link>
      </Button>
    </div>
  );
}
