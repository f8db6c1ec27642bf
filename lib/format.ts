import { levelForXp } from "@/lib/rules/level";

// Built on first use: a page's first Intl formatter loads the browser's locale data, 165-220 ms
// of main thread at Lighthouse's 4x CPU slowdown (measured in Chromium), so modules that only
// import formatCount never pay it.
const usd = new Map<string, Intl.NumberFormat>();

/**
 * Money as the app shows it everywhere: "$1,500.50", and "-$12.00" below zero (one minus sign,
 * Intl's, on every page). Takes the exact decimal string from the database. `signed` writes a
 * gain's "+" too ("+$1,500.50", for a list of income and expenses); `compact` shortens it for a
 * chart's narrow axis ("$1.2K", "$1.2M", "$10B").
 */
export function formatMoney(amount: string | number, { signed = false, compact = false } = {}): string {
  const style = `${signed}-${compact}`;
  let format = usd.get(style);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      signDisplay: signed ? "exceptZero" : "auto",
      notation: compact ? "compact" : "standard",
    });
    usd.set(style, format);
  }
  return format.format(Number(amount));
}

/**
 * A whole number with thousands separators, as en-US writes it: "12,500" (a fraction is cut
 * off). Written out rather than with toLocaleString: the side menu shows one on every page as
 * it hydrates, and Intl's first use there was the costliest part of its hydration (see above).
 */
export function formatCount(value: number): string {
  const digits = String(Math.abs(Math.trunc(value)));
  let grouped = digits.slice(-3);
  for (let end = digits.length - 3; end > 0; end -= 3) grouped = `${digits.slice(Math.max(0, end - 3), end)},${grouped}`;
  return value <= -1 ? `-${grouped}` : grouped;
}

/**
 * Whole numbers' shares of their sum, each rounded to the nearest whole percent (a half up): equal
 * amounts always read the same share, and a larger one never less than a smaller one. The shares
 * may miss 100 by up to half a point a row: the rows' sum is never shown, two equal rows side by
 * side are. (Giving the leftover points to the largest remainders made them add up to 100, but
 * showed 1,000, 15 and 15 XP as 97%, 2% and 1%.) All zero when the sum is.
 */
export function wholePercents(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return values.map(() => 0);
  // In integers, so equal fractions are equal: (value × 200 + total) ÷ (2 × total) is value ÷ total
  // in percent, rounded half up.
  return values.map((value) => Math.floor((value * 200 + total) / (2 * total)));
}

/** "Level 3 · 1,250 XP": where the creator stands, as the side menu and a phone's header show it. */
export const levelLine = (totalXp: number) => `Level ${levelForXp(totalXp)} · ${formatCount(totalXp)} XP`;

/** "excellent" → "Excellent": a stored choice as a label. */
export const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A calendar day ("2027-03-01") as the app labels it: "Mar 1", with the year when it isn't in the
 * creator's current year ("Mar 1, 2027"), so a past or far-off date never reads as the coming one.
 * `today` is the creator's today ("YYYY-MM-DD", their own time zone: decision D4). Written out,
 * as formatCount is, so a client component that shows one ships neither date-fns nor Intl's cost.
 */
export function formatDay(day: string, today: string): string {
  const [year, month, date] = day.split("-");
  const label = `${MONTHS[Number(month) - 1]} ${Number(date)}`;
  return year === today.slice(0, 4) ? label : `${label}, ${year}`;
}

/**
 * Text cut to at most `max` characters, at the last word boundary in its second half when there is
 * one, ending in "…": a caption too long for a title still reads as its beginning.
 */
export function shortenAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const endsAWord = /\s/.test(text.charAt(cut.length));
  const lastSpace = cut.lastIndexOf(" ");
  return `${(endsAWord || lastSpace <= max / 2 ? cut : cut.slice(0, lastSpace)).trimEnd()}…`;
}

/**
 * The Command Center's greeting: "Welcome" before the creator has earned any XP, "Welcome back"
 * after. A name that ends a sentence itself ("Sam!") gets no second full stop.
 */
export function welcomeLine(displayName: string, totalXp: number): string {
  const isNew = totalXp === 0;
  const greeting = `${isNew ? "Welcome" : "Welcome back"}, ${displayName}`;
  const sentence = /[.!?…]$/.test(displayName) ? greeting : `${greeting}.`;
  return `${sentence} ${isNew ? "Here is where your creator quest begins." : "Here is where your creator quest stands."}`;
}

/**
 * A save's toast, naming the Launch Pad bonus the save earned (a first hook, a complete profile),
 * which otherwise showed only as XP going up: "Content updated: +30 XP launch bonus".
 */
export function withLaunchBonus(message: string, gained: number | undefined): string {
  return gained && gained > 0 ? `${message}: +${gained} XP launch bonus` : message;
}
