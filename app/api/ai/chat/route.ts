import { clearChatMessages, listChatMessages } from "@/db/queries/chat";
import { spendAiCall } from "@/lib/integrations/ai";
import { streamAssistantReply } from "@/lib/integrations/assistant-chat";
import { getCurrentUser } from "@/lib/session";
import { chatRequest } from "@/lib/validation/ai";

export const dynamic = "force-dynamic";

const notSignedIn = () => Response.json({ error: "Please log in first" }, { status: 401 });

/** The creator's kept conversation, oldest first, for the panel to show on opening. */
export async function GET() {
  const user = await getCurrentUser();
  if (!user) return notSignedIn();
  return Response.json({ messages: await listChatMessages(user.id) }, { headers: { "Cache-Control": "no-store" } });
}

/** The assistant chat (spec: ai-chat), signed-in only. The exchange is kept (lib/integrations/assistant-chat.ts). */
export async function POST(request: Request) {
  const user = await getCurrentUser();
  if (!user) return notSignedIn();
  const input = chatRequest.safeParse(await request.json().catch(() => null));
  if (!input.success) return Response.json({ error: input.error.issues[0].message }, { status: 400 });
  const allowance = await spendAiCall(user.id);
  if (!allowance.ok) {
    return Response.json({ error: allowance.error }, { status: 429, headers: { "Retry-After": String(allowance.retryAfterSeconds) } });
  }
  return streamAssistantReply(user.id, input.data.messages, request.signal);
}

/** Clear the conversation, on every device. */
export async function DELETE() {
  const user = await getCurrentUser();
  if (!user) return notSignedIn();
  await clearChatMessages(user.id);
  return new Response(null, { status: 204 });
}
