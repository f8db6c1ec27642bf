const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Money as the app shows it everywhere: "$1,500.50". Takes the exact decimal string from the database. */
export function formatMoney(amount: string | number): string {
  return usd.format(Number(amount));
}
