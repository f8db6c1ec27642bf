import { createHmac, timingSafeEqual } from "node:crypto";

// Outgoing webhooks (trigger-post) are signed so the receiver can check they came from us:
// HMAC-SHA256 over "<timestamp>.<body>" with the creator's secret, sent as "sha256=<hex>".

export function signPayload(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

export function verifySignature(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(signPayload(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
