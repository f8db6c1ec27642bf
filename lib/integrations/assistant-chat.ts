import "server-only";
import { dropChatQuestion, saveChatQuestion, saveChatReply } from "@/db/queries/chat";
import type { ChatMessage } from "@/lib/validation/ai";
import { aiFailure, aiModel, AI_NOT_CONFIGURED, getAiClient } from "./ai";
import { assistantSystemMessage } from "./assistant-context";

const sse = (data: string) => `data: ${data}\n\n`;

const CONVERSATION_NOT_SAVED = "This reply couldn't be kept in your conversation: it won't be there after a reload";

/**
 * The assistant's reply as the spec's event stream: `data: {"choices":[{"delta":{"content":…}}]}`
 * lines ending with `data: [DONE]`. Failures before the first word are JSON `{ error }` with
 * the status (503 not configured, 429, 402, else 502); a failure mid-stream arrives as an event.
 * The question is kept as the reply starts, and the reply, whole or as far as it came (marked
 * interrupted), before the stream ends; a question that got no reply at all is dropped again (the
 * panel offers it to send again).
 */
export async function streamAssistantReply(userId: string, messages: ChatMessage[], signal?: AbortSignal): Promise<Response> {
  const client = getAiClient();
  if (!client) return Response.json({ error: AI_NOT_CONFIGURED }, { status: 503 });

  // The creator's data the assistant is told about: a database failure here is not the AI's.
  let system: string;
  try {
    system = await assistantSystemMessage(userId);
  } catch (error) {
    console.error("Reading the assistant's context failed", error);
    return Response.json({ error: "Failed to get response" }, { status: 500 });
  }
  let completion;
  try {
    completion = await client.chat.completions.create(
      { model: aiModel(), stream: true, messages: [{ role: "system", content: system }, ...messages] },
      // The creator stopped waiting (Stop, or the page closed) before the reply began: the
      // question goes unanswered and unkept.
      { signal },
    );
  } catch (error) {
    if (signal?.aborted) return new Response(null, { status: 499 });
    const failure = aiFailure(error);
    return Response.json({ error: failure.error }, { status: failure.status });
  }

  const encoder = new TextEncoder();
  const send = (controller: ReadableStreamDefaultController<Uint8Array>, data: string) => controller.enqueue(encoder.encode(sse(data)));
  let questionId: number;
  try {
    questionId = await saveChatQuestion(userId, messages[messages.length - 1].content);
  } catch (error) {
    console.error("Saving the assistant conversation failed", error);
    completion.controller.abort();
    return Response.json({ error: "Failed to get response" }, { status: 500 });
  }
  let reply = "";
  // Set when the reader goes away (the creator left the page): nothing more to send or log.
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      // The model's failure part way: the reply is cut off, and no [DONE] follows.
      let failure: string | null = null;
      try {
        for await (const chunk of completion) {
          const content = chunk.choices[0]?.delta?.content;
          if (!content) continue;
          reply += content;
          send(controller, JSON.stringify({ choices: [{ delta: { content } }] }));
        }
      } catch (error) {
        // Cancelled: the abort is ours, not the model's failure (aiFailure logs what it reads).
        if (!cancelled) failure = aiFailure(error).error;
      }
      // The model's stream ends quietly when the creator's request is aborted, which can come
      // before cancel() below: either way, the reply stopped part way.
      const stopped = cancelled || signal?.aborted === true;
      let notSaved = false;
      try {
        if (reply.trim()) await saveChatReply(userId, questionId, reply, { interrupted: stopped || failure !== null });
        else await dropChatQuestion(userId, questionId);
      } catch (error) {
        console.error("Saving the assistant conversation failed", error);
        notSaved = true;
      }
      if (stopped) return;
      if (failure) send(controller, JSON.stringify({ error: failure }));
      else {
        if (notSaved) send(controller, JSON.stringify({ error: CONVERSATION_NOT_SAVED }));
        send(controller, "[DONE]");
      }
      controller.close();
    },
    cancel() {
      cancelled = true;
      completion.controller.abort();
    },
  });
  return new Response(stream, {
    headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache, no-transform", "X-Accel-Buffering": "no" },
  });
}
