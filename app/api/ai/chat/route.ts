import { spendAiCall } from "@/lib/integrations/ai";
import { streamAssistantReply } from "@/lib/integrations/assistant-chat";
import { getCurrentUser } from "@/lib/session";
import { chatRequest } from "@/lib/validation/ai";

export const dynamic = "force-dynamic";

/** The assistant chat (spec: ai-chat), signed-in only. */
export async function POST(request: Request) {
  const user = await getCurrentUser();
  if (!user) return Response.json({ error: "Please log in first" }, { status: 401 });
  const input = chatRequest.safeParse(await request.json().catch(() => null));
  if (!input.success) return Response.json({ error: input.error.issues[0].message }, { status: 400 });
  const allowance = await spendAiCall(user.id);
  if (!allowance.ok) {
    return Response.json({ error: allowance.error }, { status: 429, headers: { "Retry-After": String(allowance.retryAfterSeconds) } });
  }
  return streamAssistantReply(user.id, input.data.messages);
}
