#!/usr/bin/env node
// A small OpenAI-compatible server for tests: POST /v1/chat/completions over real HTTP, with
// real server-sent-event streaming, and 401/402/429/500 answers on request. Tests point
// OPENAI_BASE_URL at it. Run directly (`node test/fake-openai-server.mjs [port]`) it prints
// its address and serves until killed.
import { createServer } from "node:http";

export const FAKE_API_KEY = "test-key";
const CHUNK_DELAY_MS = 40;
// Halfway through, a stream holds longer, so a page on a loaded machine still gets to show a
// half-written reply (at 40 ms a piece, one stall of the browser could take the rest at once).
const MIDWAY_PAUSE_MS = 1000;

function reply(messages) {
  const system = messages.find((message) => message.role === "system")?.content ?? "";
  const last = [...messages].reverse().find((message) => message.role === "user")?.content ?? "";
  if (system.includes("[task:ideate]")) return "1. A day-in-the-life edit\n2. Three myths about your niche\n3. Before and after transformation";
  if (system.includes("[task:retention]")) {
    // Names the hook it was given, so tests can see which one arrived.
    const hook = last.split("\n").find((line) => line.startsWith("Hook: "))?.slice("Hook: ".length);
    return `- Open on the payoff, then rewind\n- Cut every 3 seconds\n- Say “${hook}” within the first second`;
  }
  if (system.includes("[task:hashtags]")) return "#creatortips\n#editing\n#fyp";
  if (system.includes("[task:promo]")) {
    return JSON.stringify({
      brandName: "Glow Skincare",
      campaignName: "Winter Glow",
      rate: "2500",
      contactEmail: "partners@glow.example",
      deliverables: "1 TikTok, 2 stories",
    });
  }
  // Chat: answer from the context the app sent, so tests can see it arrived.
  const context = system.split("\n").find((line) => line.startsWith("Level")) ?? "no context";
  return `Here is your plan for today. You said: ${last}. Your stats: ${context}.`;
}

function failureFor(messages) {
  const last = [...messages].reverse().find((message) => message.role === "user")?.content ?? "";
  const system = messages.find((message) => message.role === "system")?.content ?? "";
  const text = `${last} ${system}`;
  if (text.includes("[429]")) return { status: 429, message: "Rate limit reached" };
  if (text.includes("[402]")) return { status: 402, message: "Insufficient credits" };
  if (text.includes("[500]")) return { status: 500, message: "The model crashed" };
  return null;
}

function sendJson(response, status, body) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

async function handle(request, response) {
  if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) return sendJson(response, 404, { error: { message: "Not found" } });
  if (request.headers.authorization !== `Bearer ${FAKE_API_KEY}`) return sendJson(response, 401, { error: { message: "Invalid API key" } });
  let raw = "";
  for await (const chunk of request) raw += chunk;
  const body = JSON.parse(raw);
  // "[hang]": a server that takes the question and never answers, until the caller gives up.
  if (JSON.stringify(body.messages.at(-1)).includes("[hang]")) return;
  const failure = failureFor(body.messages);
  if (failure) return sendJson(response, failure.status, { error: { message: failure.message, type: "fake_error" } });

  const content = reply(body.messages);
  const id = `chatcmpl-${Date.now()}`;
  if (!body.stream) {
    return sendJson(response, 200, {
      id,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    });
  }
  response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
  const pieces = content.match(/\S+\s*/g) ?? [content];
  // "[cut]" in the question: the connection drops halfway through the reply, as a model server's can.
  const cutHalfway = JSON.stringify(body.messages.at(-1)).includes("[cut]");
  // "[stall]": halfway the server holds the rest back, until the caller gives up.
  const stallHalfway = JSON.stringify(body.messages.at(-1)).includes("[stall]");
  for (const [index, piece] of pieces.entries()) {
    if (cutHalfway && index === Math.floor(pieces.length / 2)) return void response.destroy();
    if (stallHalfway && index === Math.floor(pieces.length / 2)) return;
    const chunk = { id, object: "chat.completion.chunk", created: Math.floor(Date.now() / 1000), model: body.model, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] };
    response.write(`data: ${JSON.stringify(chunk)}\n\n`);
    const midway = index === Math.floor(pieces.length / 2) - 1;
    await new Promise((resolve) => setTimeout(resolve, midway ? MIDWAY_PAUSE_MS : CHUNK_DELAY_MS));
  }
  response.write(`data: ${JSON.stringify({ id, object: "chat.completion.chunk", choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`);
  response.end("data: [DONE]\n\n");
}

/** Starts the server on 127.0.0.1 (port 0: any free one); resolves with its base URL and a stop function. */
export function startFakeOpenAi(port = 0) {
  const server = createServer((request, response) => {
    handle(request, response).catch((error) => sendJson(response, 500, { error: { message: String(error) } }));
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const { port: actual } = server.address();
      resolve({ baseUrl: `http://127.0.0.1:${actual}/v1`, stop: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { baseUrl } = await startFakeOpenAi(Number(process.argv[2] ?? 0));
  console.log(baseUrl);
}

/** Starts the server and points this process's AI settings at it; stop() undoes both. */
export async function useFakeOpenAi() {
  const { baseUrl, stop } = await startFakeOpenAi();
  Object.assign(process.env, { OPENAI_API_KEY: FAKE_API_KEY, OPENAI_BASE_URL: baseUrl, AI_MODEL: "fake-model" });
  return {
    stop: async () => {
      await stop();
      for (const name of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "AI_MODEL"]) delete process.env[name];
    },
  };
}
