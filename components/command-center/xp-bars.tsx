import { formatCount } from "@/lib/format";
import { axisLabel, barPercent, chartScale } from "@/lib/rules/chart-scale";

// Every fourth day is labelled, counting back from today, so the labels never crowd on a phone.
const LABEL_EVERY = 4;

/**
 * XpChart's bars as plain HTML drawn on the server: the Command Center opens every morning, and a
 * chart library here cost more to load and run in the browser than the rest of the page. Hidden
 * from screen readers, who get the same numbers from XpChart's table; a bar's title shows its day
 * and XP on hover.
 */
export function XpBars({ data }: { data: { label: string; xp: number }[] }) {
  const { top, ticks } = chartScale(data.map((entry) => entry.xp));
  const columnTemplate = { gridTemplateColumns: `repeat(${data.length}, minmax(0, 1fr))` };
  // Each tick's distance from the top, as a percentage of the plot's height.
  const tickTop = (index: number) => `${(index * 100) / (ticks.length - 1)}%`;
  return (
    <div aria-hidden className="grid size-full grid-cols-[auto_1fr] grid-rows-[1fr_auto] gap-x-2 text-[11px] text-muted-foreground">
      <div className="relative w-7">
        {ticks.map((tick, index) => (
          <span key={tick} className="absolute right-0 -translate-y-1/2 tabular-nums leading-none" style={{ top: tickTop(index) }}>
            {axisLabel(tick)}
          </span>
        ))}
      </div>
      <div className="relative">
        {ticks.map((tick, index) => (
          <div key={tick} className="absolute inset-x-0 border-t border-border" style={{ top: tickTop(index) }} />
        ))}
        <div className="absolute inset-0 grid items-end gap-1 px-0.5" style={columnTemplate}>
          {data.map((entry) => (
            <div key={entry.label} className="flex h-full items-end" title={`${entry.label}: ${formatCount(entry.xp)} XP`}>
              <div className="w-full rounded-t bg-primary" style={{ height: `${barPercent(entry.xp, top)}%` }} />
            </div>
          ))}
        </div>
      </div>
      <div />
      <div className="grid pt-1.5" style={columnTemplate}>
        {data.map((entry, index) => (
          <span key={entry.label} className="text-center whitespace-nowrap">
            {(data.length - 1 - index) % LABEL_EVERY === 0 ? entry.label : ""}
          </span>
        ))}
      </div>
    </div>
  );
}
