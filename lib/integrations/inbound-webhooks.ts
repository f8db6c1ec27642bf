import "server-only";
import type { z } from "zod";
import { findPromoFromEmail } from "@/db/queries/promos";
import { alreadyAddedLogLine, findWebhookOwner, isWebhookTokenShaped, recordDelivery, recordPromoEmail, recordSocialPost } from "@/db/queries/webhooks";
import { promoEmailPayload, socialPostPayload } from "@/lib/validation/webhooks";
import { hitLimit, LIMITS, waitMessage } from "@/lib/rate-limit";
import type { Failure } from "@/lib/route-failure";
import { aiFailure } from "./ai";
import { type PromoReading, promoEmailKey, readPromoEmail } from "./promo-email";
import { NOT_JSON } from "./request-body";

export type WebhookAnswer = { status: number; body: Record<string, unknown>; headers?: Record<string, string> };

const UNKNOWN_ADDRESS: WebhookAnswer = { status: 401, body: { error: "Unknown webhook address. Copy it again from the webhook panel." } };

/**
 * What a sender is answered when something unexpected fails (the database briefly away, say),
 * through answerOrFail: 503 with Retry-After, which Zapier, Make and n8n retry, instead of a bare 500.
 */
export const DELIVERY_FAILED = {
  log: "Webhook delivery failed",
  error: "Creator Quest couldn't take this delivery just now. Send it again in a few seconds.",
  status: 503,
  headers: { "Retry-After": "5" },
} satisfies Failure;

export function webhookResponse(answer: WebhookAnswer): Response {
  return Response.json(answer.body, { status: answer.status, headers: answer.headers });
}

/** The 429 answer when this address has had too many deliveries lately. */
function tooManyDeliveries(retryAfterSeconds: number): WebhookAnswer {
  return {
    status: 429,
    body: { error: `Too many deliveries to this address. ${waitMessage(retryAfterSeconds)}` },
    headers: { "Retry-After": String(retryAfterSeconds) },
  };
}

/** The address's owner, or the answer to give: unknown address, or too many deliveries. */
async function admit(token: string): Promise<{ userId: string } | WebhookAnswer> {
  const owner = await findWebhookOwner(token);
  if (!owner) return UNKNOWN_ADDRESS;
  const limit = await hitLimit(LIMITS.webhookPerToken(), owner.token);
  return limit.ok ? owner : tooManyDeliveries(limit.retryAfterSeconds);
}

type Problem = { error: string; field: string | null };

const BODY_NOT_JSON: Problem = { error: "The body must be JSON", field: null };

/** What is wrong with a payload, as its first issue says it: the field, and the message naming it. */
function problemOf(error: z.ZodError): Problem {
  const issue = error.issues[0];
  return { error: issue.message, field: issue.path.join(".") || null };
}

/** The 400 answer to a delivery that can't be used, logged so the creator sees it in Last deliveries. */
async function refuse(userId: string, kind: "social_post" | "promo_email", problem: Problem): Promise<WebhookAnswer> {
  await recordDelivery(userId, { kind, status: 400, outcome: "rejected", detail: problem.error });
  return { status: 400, body: problem };
}

/**
 * POST /api/webhooks/social-post/<token> (decision D6). A valid delivery is one trip to the
 * database: record_social_post counts the address's limit and does the rest in one statement.
 * `body` is the parsed JSON, or NOT_JSON.
 */
export async function handleSocialPostWebhook(token: string, body: unknown): Promise<WebhookAnswer> {
  if (!isWebhookTokenShaped(token)) return UNKNOWN_ADDRESS;
  const payload = body === NOT_JSON ? null : socialPostPayload.safeParse(body);
  if (!payload?.success) {
    const owner = await admit(token);
    if ("status" in owner) return owner;
    return refuse(owner.userId, "social_post", payload ? problemOf(payload.error) : BODY_NOT_JSON);
  }
  const result = await recordSocialPost(token, payload.data);
  if (result.outcome === "unknown") return UNKNOWN_ADDRESS;
  if (result.outcome === "limited") return tooManyDeliveries(result.retryAfterSeconds);
  if (result.outcome === "forbidden") return { status: 403, body: { error: "userId does not match the owner of this webhook address" } };
  return { status: 200, body: { ok: true, outcome: result.outcome, itemId: result.itemId, xpAwarded: result.xp?.amount ?? 0 } };
}

const READ_BY_RULES = "read by rules: this hour's AI requests are used up";

/**
 * POST /api/webhooks/promo-email/<token>: an email in, a promo out. The AI parser spends the
 * creator's hourly AI allowance like every other AI call; once it is used up, or without AI, the
 * rules read the email, so a forwarded email is never lost to the allowance. An email already
 * read adds nothing and spends nothing: the answer names the deal it made (outcome "duplicate").
 * `body` is the parsed JSON or form fields, or NOT_JSON.
 */
export async function handlePromoEmailWebhook(token: string, body: unknown): Promise<WebhookAnswer> {
  const owner = await admit(token);
  if ("status" in owner) return owner;
  const email = body === NOT_JSON ? null : promoEmailPayload.safeParse(body);
  if (!email?.success) return refuse(owner.userId, "promo_email", email ? problemOf(email.error) : BODY_NOT_JSON);
  const emailKey = promoEmailKey(email.data);
  const earlier = await findPromoFromEmail(owner.userId, emailKey);
  if (earlier) {
    await recordDelivery(owner.userId, { kind: "promo_email", status: 200, outcome: "duplicate", detail: alreadyAddedLogLine(earlier) });
    return { status: 200, body: { ok: true, outcome: "duplicate", promoId: earlier.id, brandName: earlier.brandName, usedAi: false } };
  }
  let reading: PromoReading;
  try {
    reading = await readPromoEmail(owner.userId, email.data);
  } catch (error) {
    const failure = aiFailure(error);
    await recordDelivery(owner.userId, { kind: "promo_email", status: failure.status, outcome: "failed", detail: failure.error });
    return { status: failure.status, body: { error: failure.error } };
  }
  const { promo, usedAi, aiRefused } = reading;
  if (!promo) {
    await recordDelivery(owner.userId, { kind: "promo_email", status: 422, outcome: "rejected", detail: "No brand found" });
    return { status: 422, body: { error: "No brand could be read from this email" } };
  }
  // Saving fails only when the database does: DELIVERY_FAILED answers 503, and
  // nothing of this delivery is kept for the retry to duplicate.
  const saved = await recordPromoEmail(owner.userId, promo, emailKey, aiRefused ? `${promo.brandName} (${READ_BY_RULES})` : promo.brandName);
  const note = aiRefused ? { note: READ_BY_RULES } : {};
  return { status: 200, body: { ok: true, outcome: saved.outcome, promoId: saved.promo.id, brandName: saved.promo.brandName, usedAi, ...note } };
}
