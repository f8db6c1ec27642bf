// The least top a value axis gets, so an empty or quiet fortnight still draws a readable axis.
const LEAST_TOP = 10;

/**
 * The top of a bar chart's value axis: the smallest "nice" number (1, 2 or 5 times a power of
 * ten) at or above the largest value and at least LEAST_TOP. The axis is labelled at the top,
 * halfway and zero.
 */
export function chartScale(values: readonly number[]): { top: number; ticks: [number, number, number] } {
  const largest = Math.max(LEAST_TOP, ...values);
  const power = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 5, 10].find((multiple) => multiple * power >= largest)!;
  const top = step * power;
  return { top, ticks: [top, top / 2, 0] };
}

/** A value's bar height as a percentage of the axis, kept within 0 to 100. */
export function barPercent(value: number, top: number): number {
  return top > 0 ? Math.min(100, Math.max(0, (value / top) * 100)) : 0;
}

/** An axis label short enough for a narrow axis: 250, 2.5k, 10k. */
export function axisLabel(value: number): string {
  return value >= 1000 ? `${value / 1000}k` : String(value);
}
