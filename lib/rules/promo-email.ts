import { parseMoney } from "@/lib/validation/money";

// What plain rules can read from a brand's email when no AI is configured: the sender (or any
// address), a brand guessed from the sender's domain, and the first currency amount.

const EMAIL = /[\w.+-]+@([\w-]+\.)+[a-z]{2,}/i;
const FREE_MAIL = new Set(["gmail", "googlemail", "outlook", "hotmail", "live", "yahoo", "icloud", "me", "aol", "proton", "protonmail", "gmx"]);

export function senderEmail(text: string): string | null {
  const from = text.match(/^from:.*$/im)?.[0];
  return (from?.match(EMAIL) ?? text.match(EMAIL))?.[0].toLowerCase() ?? null;
}

/** "partners@glow-skincare.com" → "Glow Skincare"; free mail providers say nothing about the brand. */
export function brandFromEmail(email: string): string | null {
  const labels = email.split("@")[1]?.split(".") ?? [];
  const name = labels.length >= 2 ? labels[labels.length - 2] : null;
  if (!name || FREE_MAIL.has(name.toLowerCase())) return null;
  return name
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(" ");
}

/** The first amount written with $ / USD / dollars, as an exact two-decimal string. */
export function firstAmount(text: string): string | null {
  const match =
    text.match(/(?:US)?\$\s?(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)/i) ??
    text.match(/(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)\s?(?:USD|dollars)\b/i) ??
    text.match(/USD\s?(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)/i);
  return match ? parseMoney(match[1]) : null;
}
