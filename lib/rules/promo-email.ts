import { parseMoney } from "@/lib/validation/money";

// What plain rules can read from a brand's email when no AI is configured: the sender (or any
// address), a brand guessed from the sender's domain or from how the email names itself, and the
// first currency amount.

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

// A brand's name as emails write it: capitalized words, with "&", "and" or "of" between them
// ("Glow Co", "Salt & Stone", "House of Tea"), ending before a lowercase word or punctuation.
const WORD = String.raw`[A-Z0-9][\w'’&.-]*`;
const NAME = String.raw`(${WORD}(?:\s+(?:&|and|of|${WORD}))*)`;
// Where an email names the brand it speaks for, most telling first.
const BRAND_PHRASES = [
  new RegExp(String.raw`\b[Oo]n behalf of\s+${NAME}`),
  new RegExp(String.raw`\b(?:I['’]m|I am|[Tt]his is|[Mm]y name is)\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?(?:\s*,)?\s+(?:from|at|with)\s+${NAME}`),
  new RegExp(String.raw`\b(?:[Hh]ere|[Tt]eam|[Ww]e) at\s+${NAME}`),
];
// In a subject: "Glow Co x Maya", "Paid collab with Glow Co". (Not case-blind: a name is capitalized.)
const SUBJECT_PHRASES = [
  new RegExp(String.raw`^${NAME}\s+(?:x|×)\s+`),
  new RegExp(String.raw`\b(?:[Cc]ollab|[Cc]ollaboration|[Pp]artnership|[Ss]ponsorship|[Cc]ampaign|[Dd]eal)\s+(?:with|from|for)\s+${NAME}`),
];

/**
 * The brand an email names for itself when its address doesn't tell (free mail): "on behalf of
 * Glow Co", "I'm Dana from Glow Co", "Glow Co x Maya" in the subject. Null when none says.
 */
export function brandFromWords(subject: string, body: string): string | null {
  for (const phrase of BRAND_PHRASES) {
    const name = body.match(phrase)?.[1] ?? subject.match(phrase)?.[1];
    if (name) return trimName(name);
  }
  for (const phrase of SUBJECT_PHRASES) {
    const name = subject.match(phrase)?.[1];
    if (name) return trimName(name);
  }
  return null;
}

// "Glow Co. We'd love…" (a sentence ends), "Glow Co." and "Glow Co and we…" are "Glow Co".
const trimName = (name: string) =>
  name
    .split(/\.\s/)[0]
    .replace(/(?:\s+(?:&|and|of))+$/, "")
    .replace(/[.'-]+$/, "")
    .slice(0, 120);

/** The first amount written with $ / USD / dollars, as an exact two-decimal string. */
export function firstAmount(text: string): string | null {
  const match =
    text.match(/(?:US)?\$\s?(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)/i) ??
    text.match(/(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)\s?(?:USD|dollars)\b/i) ??
    text.match(/USD\s?(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)/i);
  return match ? parseMoney(match[1]) : null;
}
