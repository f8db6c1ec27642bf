import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { jsonObjectIn } from "@/lib/rules/ai-text";
import { brandFromEmail, brandFromWords, firstAmount, senderEmail } from "@/lib/rules/promo-email";
import { extractedPromo } from "@/lib/validation/ai";
import { type PromoInput, promoInput } from "@/lib/validation/promos";
import { aiModel, getAiClient, spendAiCall } from "./ai";

export type Email = { emailSubject: string; emailBody: string };

const INSTRUCTION = [
  "[task:promo] Read this brand partnership email and reply with ONE JSON object only, with the keys",
  "brandName, campaignName, rate (a number in US dollars, no currency sign), contactEmail and deliverables (a short phrase).",
  "Use null for anything the email does not say.",
].join(" ");

/**
 * A reading as the deal form would take it: each field through promoInput's own rule, so what is
 * saved is what the form could have saved. A field the form would refuse (a rate of $0, a
 * malformed address) is left empty instead of refusing the deal. Null without a brand.
 */
function asPromoInput(reading: z.infer<typeof extractedPromo>): PromoInput | null {
  const fields = promoInput.shape;
  const valid = <T>(schema: z.ZodType<T>, value: string | number | null | undefined): T | null => {
    const parsed = schema.safeParse(value === null || value === undefined ? undefined : String(value));
    return parsed.success ? parsed.data : null;
  };
  const brandName = valid(fields.brandName, reading.brandName);
  if (!brandName) return null;
  return {
    brandName,
    campaignName: valid(fields.campaignName, reading.campaignName),
    rate: valid(fields.rate, reading.rate),
    contactEmail: valid(fields.contactEmail, reading.contactEmail),
    deliverables: valid(fields.deliverables, reading.deliverables),
  };
}

/** The model reads the email; its answer is checked by zod before anything is saved. Throws on AI failure. */
export async function parsePromoEmailWithAi(email: Email): Promise<PromoInput | null> {
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
  return parsed.success ? asPromoInput(parsed.data) : null;
}

/**
 * Without AI: the sender (or any address), a brand from its domain, else from how the email names
 * itself, else the subject, and an amount.
 */
export function parsePromoEmailWithRules(email: Email): PromoInput | null {
  const text = `${email.emailSubject}\n${email.emailBody}`;
  const contact = senderEmail(text);
  const brandName =
    (contact && brandFromEmail(contact)) || brandFromWords(email.emailSubject, email.emailBody) || email.emailSubject.slice(0, 120) || null;
  if (!brandName) return null;
  return asPromoInput({ brandName, rate: firstAmount(text), contactEmail: contact });
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
  promo: PromoInput | null;
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
