import { DELIVERY_FAILED, handleSocialPostWebhook, webhookResponse } from "@/lib/integrations/inbound-webhooks";
import { parseJsonBody, readBoundedBody, TOO_LARGE } from "@/lib/integrations/request-body";
import { answerOrFail } from "@/lib/route-failure";

// A delivery is a few short fields.
const BODY_MAX_BYTES = 64 * 1024;

// Public on purpose (Zapier, Make, n8n call it): the secret token in the address is the check.
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  return answerOrFail(DELIVERY_FAILED, async () => {
    const { token } = await params;
    const bytes = await readBoundedBody(request, BODY_MAX_BYTES);
    if (!bytes) return Response.json(TOO_LARGE(BODY_MAX_BYTES), { status: 413 });
    return webhookResponse(await handleSocialPostWebhook(token, parseJsonBody(bytes)));
  });
}
