import "server-only";
import type { ChatMessage } from "@/lib/validation/ai";
import { aiFailure, aiModel, AI_NOT_CONFIGURED, getAiClient } from "./ai";
import { assistantSystemMessage } from "./assistant-context";

const sse = (data: string) => `data: ${data}\n\n`;

/**
 * The assistant's reply as the spec's event stream: `data: {"choices":[{"delta":{"content":…}}]}`
 * lines ending with `data: [DONE]`. Failures before the first word are JSON `{ error }` with
 * the status (503 not configured, 429, 402, else 502); a failure mid-stream arrives as an event.
 */
export async function streamAssistantReply(userId: string, messages: ChatMessage[]): Promise<Response> {
  const client = getAiClient();
  if (!client) return Response.json({ error: AI_NOT_CONFIGURED }, { status: 503 });

  let completion;
  try {
    completion = await client.chat.completions.create({
      model: aiModel(),
      stream: true,
      messages: [{ role: "system", content: await assistantSystemMessage(userId) }, ...messages],
    });
  } catch (error) {
    const failure = aiFailure(error);
    return Response.json({ error: failure.error }, { status: failure.status });
  }

  const encoder = new TextEncoder();
  // Set when the reader goes away (the creator closed the panel): nothing more to send or log.
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        for await (const chunk of completion) {
          const content = chunk.choices[0]?.delta?.content;
          if (content) controller.enqueue(encoder.encode(sse(JSON.stringify({ choices: [{ delta: { content } }] }))));
        }
        controller.enqueue(encoder.encode(sse("[DONE]")));
      } catch (error) {
        if (!cancelled) controller.enqueue(encoder.encode(sse(JSON.stringify({ error: aiFailure(error).error }))));
      } finally {
        if (!cancelled) controller.close();
      }
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
