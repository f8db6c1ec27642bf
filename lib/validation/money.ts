import { z } from "zod";

// Money stays an exact decimal string ("1500.00") from the form to the numeric column: never a
// floating-point number. Commas and a leading $ are tolerated, as people type them. Ten whole
// digits at most: the numeric(12, 2) columns' limit.
const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

const withoutDollarAndCommas = (text: string) => text.trim().replace(/^\$/, "").replace(/,/g, "");

export function parseMoney(text: string): string | null {
  const cleaned = withoutDollarAndCommas(text);
  if (!MONEY_PATTERN.test(cleaned)) return null;
  const [whole, cents = ""] = cleaned.split(".");
  return `${BigInt(whole)}.${cents.padEnd(2, "0")}`;
}

/** What is wrong with a `text` parseMoney refused, said of the field `label` names. */
function moneyMistake(text: string, label: string): string {
  const cleaned = withoutDollarAndCommas(text.trim().replace(/^-\s*/, ""));
  const isNumber = /^\d+(\.\d+)?$/.test(cleaned);
  if (isNumber && text.trim().startsWith("-")) return `${label} can't be negative`;
  if (isNumber && /\.\d{3,}$/.test(cleaned)) return `${label} can have at most two decimals`;
  if (isNumber) return `${label} is too large`;
  return `${label} must be an amount like 1500 or 1500.50`;
}

/** An amount like 1500 or 1,500.50, or null when left empty; `label` names it in messages. */
export const optionalMoney = (label: string) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (!text?.trim()) return null;
      const amount = parseMoney(text);
      if (amount === null) {
        ctx.addIssue({ code: "custom", message: moneyMistake(text, label) });
        return z.NEVER;
      }
      return amount;
    });

/** The same, required. */
export const moneyAmount = (label: string) =>
  optionalMoney(label).transform((amount, ctx) => {
    if (amount === null) {
      ctx.addIssue({ code: "custom", message: `${label} is required` });
      return z.NEVER;
    }
    return amount;
  });

export const isZeroAmount = (amount: string) => /^0+\.00$/.test(amount);
