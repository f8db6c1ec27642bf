/** Every page opens with a title and a one-line subtitle (DESIGN.md: layout). */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {/* Wraps anywhere: it can hold the creator's name, up to 80 characters without a space. */}
        <p className="wrap-anywhere text-muted-foreground">{subtitle}</p>
      </div>
      {children}
    </div>
  );
}
