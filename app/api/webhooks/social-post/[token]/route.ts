import { answerOrRetryLater, handleSocialPostWebhook } from "@/lib/integrations/inbound-webhooks";

// Public on purpose (Zapier, Make, n8n call it): the secret token in the address is the check.
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const body = await request.json().catch(() => null);
  if (body === null) return Response.json({ error: "The body must be JSON", field: null }, { status: 400 });
  const answer = await answerOrRetryLater(() => handleSocialPostWebhook(token, body));
  return Response.json(answer.body, { status: answer.status, headers: answer.headers });
}
