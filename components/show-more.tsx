import { IntentLink } from "@/components/shell/intent-link";
import { Button } from "@/components/ui/button";
import { formatCount } from "@/lib/format";
import { MAX_SHOWN } from "@/lib/rules/paging";

/**
 * Under a long list: a link that shows the next page as well (see lib/rules/paging.ts). The
 * address changes in place, so the list keeps its scroll position and the link keeps the focus.
 */
export function ShowMore({ more, shown, href, label }: { more: boolean; shown: number; href: string; label: string }) {
  if (!more) return null;
  if (shown >= MAX_SHOWN) {
    return <p className="text-center text-sm text-muted-foreground">Showing the newest {formatCount(MAX_SHOWN)}.</p>;
  }
  return (
    <div className="flex justify-center">
      <Button asChild variant="outline">
        <IntentLink href={href} scroll={false} replace>
          {label}
        </IntentLink>
      </Button>
    </div>
  );
}
