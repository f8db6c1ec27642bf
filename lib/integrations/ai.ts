import "server-only";
import OpenAI, { APIConnectionTimeoutError, APIError } from "openai";
import { aiEnv } from "@/lib/env";
import { hitLimit, LIMITS, waitMessage } from "@/lib/rate-limit";

// All AI goes through the openai SDK against any OpenAI-compatible server (decision D7):
// OpenAI itself, or Ollama, vLLM, LM Studio… via OPENAI_BASE_URL.

export const AI_NOT_CONFIGURED =
  "AI is not configured. Set OPENAI_API_KEY (and OPENAI_BASE_URL and AI_MODEL for a server other than OpenAI), then restart the app.";

let cached: { settings: string; client: OpenAI } | undefined;

/** The AI client for the current settings, or null when no key is set. */
export function getAiClient(): OpenAI | null {
  const { OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: baseURL, AI_TIMEOUT_SECONDS: timeoutSeconds } = aiEnv();
  if (!apiKey) return null;
  const settings = `${baseURL ?? ""} ${apiKey} ${timeoutSeconds}`;
  if (cached?.settings !== settings) {
    // A server that doesn't answer in time is given up on, and the creator is told so
    // (AI_TIMED_OUT) rather than left on "Thinking…". No retry: a try again after a time limit
    // would start the answer over and double the wait; the message asks the creator to.
    cached = { settings, client: new OpenAI({ apiKey, baseURL, maxRetries: 0, timeout: timeoutSeconds * 1000 }) };
  }
  return cached.client;
}

export const aiModel = () => aiEnv().AI_MODEL;

export type AiFailure = { status: number; error: string };

export const AI_TIMED_OUT = "The AI server didn't answer in time. Please try again, or check that it is running.";

/** Counts one AI call for the user; the message to show when the hourly allowance is used up. */
export async function spendAiCall(userId: string): Promise<{ ok: true } | { ok: false; error: string; retryAfterSeconds: number }> {
  const result = await hitLimit(LIMITS.aiPerUser, userId);
  if (result.ok) return result;
  return { ok: false, error: `You've used this hour's AI requests. ${waitMessage(result.retryAfterSeconds)}`, retryAfterSeconds: result.retryAfterSeconds };
}

/**
 * The spec's AI messages: 429 and 402 have their own; anything else is a plain retry message, but
 * for a server that never answered, which says so (the creator waited the whole time limit).
 */
export function aiFailure(error: unknown): AiFailure {
  const status = error instanceof APIError ? error.status : undefined;
  if (status === 429) return { status: 429, error: "Rate limit exceeded. Please try again later." };
  if (status === 402) return { status: 402, error: "Credits depleted. Please add more credits." };
  if (error instanceof APIConnectionTimeoutError) return { status: 504, error: AI_TIMED_OUT };
  console.error("AI request failed", error);
  return { status: 502, error: "AI request failed. Please try again." };
}
