import { z } from "zod";

// Money stays an exact decimal string ("1500.00") from the form to the numeric column: never a
// floating-point number. Commas between thousands and a leading $ are tolerated, as people type
// them; a comma anywhere else ("1,2,3", "2.500,00") is refused, never read as another number.
// Ten whole digits at most: the numeric(12, 2) columns' limit.
const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
const THOUSANDS_GROUPED = /^\d{1,3}(,\d{3})+(\.[^,]*)?$/;
const LARGEST = "9,999,999,999.99";

/** The text without its $ and thousands commas, or null when a comma is out of place. */
function withoutDollarAndCommas(text: string): string | null {
  const bare = text.trim().replace(/^\$/, "");
  if (bare.includes(",") && !THOUSANDS_GROUPED.test(bare)) return null;
  return bare.replace(/,/g, "");
}

export function parseMoney(text: string): string | null {
  const cleaned = withoutDollarAndCommas(text);
  if (cleaned === null || !MONEY_PATTERN.test(cleaned)) return null;
  const [whole, cents = ""] = cleaned.split(".");
  return `${BigInt(whole)}.${cents.padEnd(2, "0")}`;
}

/** What is wrong with a `text` parseMoney refused, said of the field `label` names. */
function moneyMistake(text: string, label: string): string {
  const unsigned = text.trim().replace(/^-\s*/, "");
  const cleaned = withoutDollarAndCommas(unsigned);
  if (cleaned === null) return `${label} must be a number like 1500 or 1,500.50, with commas only between thousands`;
  const isNumber = /^\d+(\.\d+)?$/.test(cleaned);
  if (isNumber && text.trim().startsWith("-")) return `${label} can't be negative`;
  if (isNumber && /\.\d{3,}$/.test(cleaned)) return `${label} can have at most two decimals`;
  if (isNumber) return `${label} is too large: at most ${LARGEST}`;
  return `${label} must be a number like 1500 or 1500.50`;
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

/** The same, required: an empty amount is asked for ("Enter the amount"). */
export const moneyAmount = (label: string) =>
  optionalMoney(label).transform((amount, ctx) => {
    if (amount === null) {
      ctx.addIssue({ code: "custom", message: `Enter ${label.toLowerCase()}` });
      return z.NEVER;
    }
    return amount;
  });

export const isZeroAmount = (amount: string) => /^0+\.00$/.test(amount);
