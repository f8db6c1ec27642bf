// The look every recharts chart shares, in the app's tokens (DESIGN.md).
export const CHART_AXIS = { tickLine: false, axisLine: false, fontSize: 11, stroke: "var(--muted-foreground)" } as const;
export const CHART_TOOLTIP = { background: "var(--popover)", border: "1px solid var(--border)", borderRadius: 8, fontSize: 12 };
export const CHART_CURSOR = { fill: "var(--accent)" };

/**
 * The x-axis labels to print: every k-th label counted back from the last, at most `most` of them,
 * so the ticks sit evenly and the latest month, week or weigh-in is always named. (recharts'
 * "preserveStartEnd" keeps both ends and leaves an uneven gap before the last.)
 */
export function evenTicks(labels: string[], most = 6): string[] {
  const step = Math.max(1, Math.ceil(labels.length / most));
  return labels.filter((_, index) => (labels.length - 1 - index) % step === 0);
}
