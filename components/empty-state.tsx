import type { LucideIcon } from "lucide-react";

/** An empty list: an icon, one sentence, and the one action that fills it (DESIGN.md). */
export function EmptyState({ icon: Icon, text, children }: { icon: LucideIcon; text: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <Icon aria-hidden className="size-10 text-muted-foreground" />
      <p className="max-w-sm text-muted-foreground">{text}</p>
      {children}
    </div>
  );
}
