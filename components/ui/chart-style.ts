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

/**
 * A value axis of whole numbers one even step apart (1, 2, 5, 10, 20, 50…, the smallest that fits
 * in `most` ticks), ending on the step below the lowest value and the step above the highest, so
 * no point sits on the axis's edge: weights of 160.4 to 175.2 read 160, 165, 170, 175, 180.
 * (recharts given "dataMin - 1" ended its axis on that rounded value itself, one uneven step
 * after the others: 159, 164, 169, 177.)
 */
export function evenValueTicks(values: number[], most = 6): { domain: [number, number]; ticks: number[] } {
  const finite = values.filter(Number.isFinite);
  const low = finite.length > 0 ? Math.min(...finite) : 0;
  const high = finite.length > 0 ? Math.max(...finite) : 1;
  for (let magnitude = 1; ; magnitude *= 10) {
    for (const step of [magnitude, 2 * magnitude, 5 * magnitude]) {
      const first = Math.floor(low / step) * step - (low % step === 0 ? step : 0);
      const last = Math.ceil(high / step) * step + (high % step === 0 ? step : 0);
      const count = Math.round((last - first) / step) + 1;
      if (count <= most) return { domain: [first, last], ticks: Array.from({ length: count }, (_, index) => first + index * step) };
    }
  }
}
