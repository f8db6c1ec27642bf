import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * An empty list: an icon, one sentence, and the one action that fills it (DESIGN.md). `compact`
 * for a list inside a card, without the dashed frame of a page's main list.
 */
export function EmptyState({ icon: Icon, text, compact = false, children }: { icon: LucideIcon; text: string; compact?: boolean; children?: React.ReactNode }) {
  return (
    <div className={cn("flex flex-col items-center gap-3 text-center", compact ? "py-6" : "rounded-xl border border-dashed p-10")}>
      <Icon aria-hidden className={cn("text-muted-foreground", compact ? "size-8" : "size-10")} />
      <p className={cn("max-w-sm text-muted-foreground", compact && "text-sm")}>{text}</p>
      {children}
    </div>
  );
}
