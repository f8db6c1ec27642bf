import { answerOrRetryLater, handlePromoEmailWebhook } from "@/lib/integrations/inbound-webhooks";

// Public on purpose (mail-forwarding services call it): the secret token in the address is the check.
// Takes JSON or form fields, as forwarding services send either.
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const type = request.headers.get("content-type") ?? "";
  const body = type.includes("application/json")
    ? await request.json().catch(() => null)
    : Object.fromEntries([...(await request.formData().catch(() => new FormData())).entries()].filter(([, value]) => typeof value === "string"));
  const answer = await answerOrRetryLater(() => handlePromoEmailWebhook(token, body ?? {}));
  return Response.json(answer.body, { status: answer.status, headers: answer.headers });
}
