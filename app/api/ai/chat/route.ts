import { clearChatMessages, listChatMessages } from "@/db/queries/chat";
import { spendAiCall } from "@/lib/integrations/ai";
import { streamAssistantReply } from "@/lib/integrations/assistant-chat";
import { answerOrFail } from "@/lib/route-failure";
import { getCurrentUser } from "@/lib/session";
import { chatRequest } from "@/lib/validation/ai";

export const dynamic = "force-dynamic";

const notSignedIn = () => Response.json({ error: "Please log in first" }, { status: 401 });

/** The creator's kept conversation, oldest first, for the panel to show on opening. */
export function GET() {
  return answerOrFail({ log: "Loading the assistant conversation failed", error: "Failed to load the conversation" }, async () => {
    const user = await getCurrentUser();
    if (!user) return notSignedIn();
    return Response.json({ messages: await listChatMessages(user.id) }, { headers: { "Cache-Control": "no-store" } });
  });
}

/** The assistant chat (spec: ai-chat), signed-in only. The exchange is kept (lib/integrations/assistant-chat.ts). */
export function POST(request: Request) {
  return answerOrFail({ log: "Assistant chat failed", error: "Failed to get response" }, async () => {
    const user = await getCurrentUser();
    if (!user) return notSignedIn();
    const input = chatRequest.safeParse(await request.json().catch(() => null));
    if (!input.success) return Response.json({ error: input.error.issues[0].message }, { status: 400 });
    const allowance = await spendAiCall(user.id);
    if (!allowance.ok) {
      return Response.json({ error: allowance.error }, { status: 429, headers: { "Retry-After": String(allowance.retryAfterSeconds) } });
    }
    return streamAssistantReply(user.id, input.data.messages, request.signal);
  });
}

/** Clear the conversation, on every device. */
export function DELETE() {
  return answerOrFail({ log: "Clearing the assistant conversation failed", error: "Failed to clear the conversation" }, async () => {
    const user = await getCurrentUser();
    if (!user) return notSignedIn();
    await clearChatMessages(user.id);
    return new Response(null, { status: 204 });
  });
}
