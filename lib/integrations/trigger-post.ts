import "server-only";
import http from "node:http";
import https from "node:https";
import type { ContentItem } from "@/db/queries/content";
import { privateAddressesAllowed } from "@/lib/env";
import { signPayload } from "@/lib/rules/signature";
import { namesPrivateHost, PrivateAddressError, publicOnlyLookup } from "./public-address";

const TIMEOUT_MS = 10_000;
const ANSWER_MAX_CHARS = 64 * 1024;

export type TriggerAnswer = { success: boolean; message: string };

// Failures to connect at all: nothing was sent, so sending again is safe. A timeout or a broken
// answer after the item went out, or a bad certificate, is none of these: those stay generic.
const UNREACHABLE_CODES = new Set(["ENOTFOUND", "EAI_AGAIN", "ECONNREFUSED", "EHOSTUNREACH", "ENETUNREACH", "ETIMEDOUT"]);

/** The automation address could not be connected to (no such host, refused, no route): nothing was sent. */
export class AutomationUnreachableError extends Error {
  constructor(url: URL, cause: unknown) {
    super(`Could not reach ${url.host}`, { cause });
    this.name = "AutomationUnreachableError";
  }
}

/**
 * Trigger post (decision D7): the item goes to the creator's own automation address as JSON,
 * signed with their secret so the receiver can check it came from Creator Quest:
 * X-CreatorQuest-Signature = sha256=HMAC(secret, "<X-CreatorQuest-Timestamp>.<body>").
 * Throws AutomationUnreachableError when the address can't be connected to, and other errors
 * when the request fails otherwise (a timeout, a bad certificate, a broken answer).
 */
export async function sendToAutomation(url: string, secret: string, item: ContentItem): Promise<TriggerAnswer> {
  const body = JSON.stringify({
    event: "content.trigger_post",
    content: {
      id: item.id,
      title: item.title,
      platform: item.platform,
      contentType: item.contentType,
      workflowStep: item.workflowStep,
      hook: item.hook,
      hashtags: item.hashtags,
      soundUsed: item.soundUsed,
      postDate: item.postDate,
    },
    sentAt: new Date().toISOString(),
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await post(new URL(url), body, {
    "Content-Type": "application/json",
    "User-Agent": "CreatorQuest/1.0",
    "X-CreatorQuest-Timestamp": timestamp,
    "X-CreatorQuest-Signature": signPayload(secret, timestamp, body),
  });
  // Zapier and Make answer with their own JSON; use its success and message when present.
  const answer = parseAnswer(response.text);
  const success = response.status >= 200 && response.status < 300 && answer?.success !== false;
  const message =
    typeof answer?.message === "string"
      ? answer.message
      : success
        ? "Sent to your automation"
        : `Your automation answered ${response.status}${typeof answer?.status === "string" ? ` (${answer.status})` : ""}`;
  return { success, message };
}

function parseAnswer(text: string): { success?: unknown; message?: unknown; status?: unknown } | null {
  try {
    const answer: unknown = JSON.parse(text);
    return typeof answer === "object" ? (answer as { success?: unknown; message?: unknown; status?: unknown } | null) : null;
  } catch {
    return null;
  }
}

/**
 * One POST with node:http(s) rather than fetch, for its `lookup` option: unless the operator
 * allows private addresses, the name is checked as the connection is made (public-address.ts).
 * Redirects are not followed (a 3xx is the automation's answer); the answer is read up to 64 KB.
 * Throws PrivateAddressError for an address inside the server's network,
 * AutomationUnreachableError when it can't be connected to, and the error itself otherwise.
 */
function post(url: URL, body: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  const publicOnly = !privateAddressesAllowed();
  if (publicOnly && namesPrivateHost(url)) return Promise.reject(new PrivateAddressError(url.hostname));
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "Content-Length": Buffer.byteLength(body) },
        signal: AbortSignal.timeout(TIMEOUT_MS),
        ...(publicOnly ? { lookup: publicOnlyLookup } : {}),
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
          if (text.length > ANSWER_MAX_CHARS) response.destroy();
        });
        response.on("close", () => resolve({ status: response.statusCode ?? 0, text: text.slice(0, ANSWER_MAX_CHARS) }));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => reject(error.code && UNREACHABLE_CODES.has(error.code) ? new AutomationUnreachableError(url, error) : error));
    request.end(body);
  });
}
