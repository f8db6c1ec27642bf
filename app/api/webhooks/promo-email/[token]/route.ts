import { answerOrRetryLater, handlePromoEmailWebhook } from "@/lib/integrations/inbound-webhooks";
import { boundedRequest, TOO_LARGE } from "@/lib/integrations/request-body";

// An email's text fields; forwarding services may send attachments too, which are dropped below.
const BODY_MAX_BYTES = 1024 * 1024;

// Public on purpose (mail-forwarding services call it): the secret token in the address is the check.
// Takes JSON or form fields, as forwarding services send either.
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const bounded = await boundedRequest(request, BODY_MAX_BYTES);
  if (!bounded) return Response.json(TOO_LARGE(BODY_MAX_BYTES), { status: 413 });
  const type = request.headers.get("content-type") ?? "";
  const body = type.includes("application/json")
    ? await bounded.json().catch(() => null)
    : Object.fromEntries([...(await bounded.formData().catch(() => new FormData())).entries()].filter(([, value]) => typeof value === "string"));
  const answer = await answerOrRetryLater(() => handlePromoEmailWebhook(token, body ?? {}));
  return Response.json(answer.body, { status: answer.status, headers: answer.headers });
}
