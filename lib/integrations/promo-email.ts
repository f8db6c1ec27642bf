import "server-only";
import { z } from "zod";
import { jsonObjectIn } from "@/lib/rules/ai-text";
import { brandFromEmail, firstAmount, senderEmail } from "@/lib/rules/promo-email";
import { extractedPromo } from "@/lib/validation/ai";
import { isZeroAmount, parseMoney } from "@/lib/validation/money";
import { aiModel, getAiClient } from "./ai";

export type ParsedPromo = {
  brandName: string;
  campaignName: string | null;
  rate: string | null;
  contactEmail: string | null;
  deliverables: string | null;
};

type Email = { emailSubject: string; emailBody: string };

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

/** Without AI: the sender (or any address), a brand from its domain or the subject, and an amount. */
export function parsePromoEmailWithRules(email: Email): ParsedPromo | null {
  const text = `${email.emailSubject}\n${email.emailBody}`;
  const contact = senderEmail(text);
  const brandName = (contact && brandFromEmail(contact)) || email.emailSubject.slice(0, 120) || null;
  if (!brandName) return null;
  return { brandName, campaignName: null, rate: firstAmount(text), contactEmail: validEmail(contact), deliverables: null };
}

/** AI when configured, else the rules; null when nothing usable was found. Throws on AI failure. */
export async function readPromoEmail(email: Email): Promise<{ promo: ParsedPromo | null; usedAi: boolean }> {
  const usedAi = getAiClient() !== null;
  return { promo: usedAi ? await parsePromoEmailWithAi(email) : parsePromoEmailWithRules(email), usedAi };
}
