// Built on first use: a page's first Intl formatter loads the browser's locale data, 165-220 ms
// of main thread at Lighthouse's 4x CPU slowdown (measured in Chromium), so modules that only
// import formatCount never pay it.
let usd: Intl.NumberFormat | undefined;

/** Money as the app shows it everywhere: "$1,500.50". Takes the exact decimal string from the database. */
export function formatMoney(amount: string | number): string {
  usd ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
  return usd.format(Number(amount));
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
