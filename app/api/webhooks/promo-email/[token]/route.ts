import { DELIVERY_FAILED, handlePromoEmailWebhook, webhookResponse } from "@/lib/integrations/inbound-webhooks";
import { parseFormFields, parseJsonBody, readBoundedBody, TOO_LARGE } from "@/lib/integrations/request-body";
import { answerOrFail } from "@/lib/route-failure";

// An email's text fields as JSON or a plain form: 1 MB. Forwarding services (Mailgun, SendGrid)
// post the whole message as multipart, attachments included; those are dropped below, after
// reading, so a multipart body may be as large as Next.js itself passes on (10 MB).
const BODY_MAX_BYTES = 1024 * 1024;
const MULTIPART_MAX_BYTES = 10 * 1024 * 1024;

// Public on purpose (mail-forwarding services call it): the secret token in the address is the check.
// Takes JSON or form fields, as forwarding services send either.
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  return answerOrFail(DELIVERY_FAILED, async () => {
    const { token } = await params;
    const type = request.headers.get("content-type") ?? "";
    const maxBytes = type.includes("multipart/form-data") ? MULTIPART_MAX_BYTES : BODY_MAX_BYTES;
    const bytes = await readBoundedBody(request, maxBytes);
    if (!bytes) return Response.json(TOO_LARGE(maxBytes), { status: 413 });
    const body = type.includes("application/json") ? parseJsonBody(bytes) : await parseFormFields(bytes, type);
    return webhookResponse(await handlePromoEmailWebhook(token, body));
  });
}
