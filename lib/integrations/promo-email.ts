import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { jsonObjectIn } from "@/lib/rules/ai-text";
import { brandFromEmail, brandFromWords, firstAmount, senderEmail } from "@/lib/rules/promo-email";
import { extractedPromo } from "@/lib/validation/ai";
import { isZeroAmount, parseMoney } from "@/lib/validation/money";
import { aiModel, getAiClient, spendAiCall } from "./ai";

export type ParsedPromo = {
  brandName: string;
  campaignName: string | null;
  rate: string | null;
  contactEmail: string | null;
  deliverables: string | null;
};

export type Email = { emailSubject: string; emailBody: string };

const INSTRUCTION = [
  "[task:promo] Read this brand partnership email and reply with ONE JSON object only, with the keys",
  "brandName, campaignName, rate (a number in US dollars, no currency sign), contactEmail and deliverables (a short phrase).",
  "Use null for anything the email does not say.",
].join(" ");

const validEmail = (email: string | null | undefined) => (email && z.email().safeParse(email).success ? email.toLowerCase() : null);
const exactRate = (rate: string | number | null | undefined) => {
  const amount = rate === null || rate === undefined ? null : parseMoney(String(rate));
  return amount && !isZeroAmount(amount) ? amount : null;
};

/** The model reads the email; its answer is checked by zod before anything is saved. Throws on AI failure. */
export async function parsePromoEmailWithAi(email: Email): Promise<ParsedPromo | null> {
  const client = getAiClient();
  if (!client) throw new Error("AI is not configured");
  const completion = await client.chat.completions.create({
    model: aiModel(),
    messages: [
      { role: "system", content: INSTRUCTION },
      { role: "user", content: `Subject: ${email.emailSubject}\n\n${email.emailBody}` },
    ],
  });
  const parsed = extractedPromo.safeParse(jsonObjectIn(completion.choices[0]?.message?.content ?? ""));
  if (!parsed.success) return null;
  const promo = parsed.data;
  return {
    brandName: promo.brandName,
    campaignName: promo.campaignName || null,
    rate: exactRate(promo.rate),
    contactEmail: validEmail(promo.contactEmail),
    deliverables: promo.deliverables || null,
  };
}

/**
 * Without AI: the sender (or any address), a brand from its domain, else from how the email names
 * itself, else the subject, and an amount.
 */
export function parsePromoEmailWithRules(email: Email): ParsedPromo | null {
  const text = `${email.emailSubject}\n${email.emailBody}`;
  const contact = senderEmail(text);
  const brandName =
    (contact && brandFromEmail(contact)) || brandFromWords(email.emailSubject, email.emailBody) || email.emailSubject.slice(0, 120) || null;
  if (!brandName) return null;
  return { brandName, campaignName: null, rate: firstAmount(text), contactEmail: validEmail(contact), deliverables: null };
}

/**
 * What identifies an email: its subject and text (a forwarded one's sender included), whatever
 * the spacing and case a mail service or a paste adds. The same email again has the same key.
 */
export function promoEmailKey(email: Email): string {
  const normalized = `${email.emailSubject}\n${email.emailBody}`.replace(/\s+/g, " ").trim().toLowerCase();
  return createHash("sha256").update(normalized).digest("hex");
}

export type PromoReading = {
  promo: ParsedPromo | null;
  usedAi: boolean;
  /** Why AI was not used though it is configured (this hour's allowance is used up); the rules read the email instead. */
  aiRefused: string | null;
};

/**
 * The AI parser when AI is configured and the creator's hourly allowance has room (one call is
 * spent, as for every AI call), else the rules, which spend nothing. Null promo when nothing
 * usable was found. Throws on AI failure.
 */
export async function readPromoEmail(userId: string, email: Email): Promise<PromoReading> {
  if (!getAiClient()) return { promo: parsePromoEmailWithRules(email), usedAi: false, aiRefused: null };
  const allowance = await spendAiCall(userId);
  if (!allowance.ok) return { promo: parsePromoEmailWithRules(email), usedAi: false, aiRefused: allowance.error };
  return { promo: await parsePromoEmailWithAi(email), usedAi: true, aiRefused: null };
}
