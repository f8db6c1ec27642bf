import "server-only";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import https from "node:https";
import path from "node:path";
import webPush, { WebPushError } from "web-push";
import { env, privateAddressesAllowed, pushEnv } from "@/lib/env";
import { namesPrivateHost, publicOnlyLookup } from "@/lib/integrations/public-address";
import type { PushMessage } from "@/lib/rules/push-message";

// Web Push (decision D8) through the `web-push` library: VAPID-signed, payload encrypted with the
// browser subscription's keys (RFC 8291), sent to the push service the browser chose.

type VapidKeys = { publicKey: string; privateKey: string };

let generatedKeys: VapidKeys | null = null;

/** The env pair, else a pair generated once into DATA_DIR and kept there. */
export function vapidKeys(): VapidKeys {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = pushEnv();
  if (VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY) return { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY };
  generatedKeys ??= readOrCreateKeyFile(path.join(env.DATA_DIR, "vapid-keys.json"));
  return generatedKeys;
}

/** Exported for its test; the app calls vapidKeys(). */
export function readOrCreateKeyFile(file: string): VapidKeys {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as VapidKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // "wx": if another process wrote the file first, keep its pair (read below).
    writeFileSync(file, JSON.stringify(webPush.generateVAPIDKeys()), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return JSON.parse(readFileSync(file, "utf8")) as VapidKeys;
}

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** "gone": the browser dropped this subscription (404/410), so it should be forgotten. */
export type PushResult = "sent" | "gone" | "failed";

// Push addresses come from the creator's browser, so, like Trigger post, they must be public
// (public-address.ts): checked as written, and each name as the connection is made.
let publicOnlyAgent: https.Agent | undefined;

export async function sendPush(target: PushTarget, message: PushMessage): Promise<PushResult> {
  const keys = vapidKeys();
  const publicOnly = !privateAddressesAllowed();
  if (publicOnly && namesPrivateHost(new URL(target.endpoint))) {
    console.error("Web Push refused: the push address is inside this server's network");
    return "failed";
  }
  if (publicOnly) publicOnlyAgent ??= new https.Agent({ lookup: publicOnlyLookup, keepAlive: true });
  try {
    await webPush.sendNotification(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        vapidDetails: { subject: pushEnv().VAPID_SUBJECT, publicKey: keys.publicKey, privateKey: keys.privateKey },
        // A reminder a day old is no use.
        TTL: 12 * 60 * 60,
        timeout: 10_000,
        ...(publicOnly ? { agent: publicOnlyAgent } : {}),
      },
    );
    return "sent";
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return "gone";
    console.error("Web Push failed", error instanceof WebPushError ? `${error.statusCode} ${error.body}` : error);
    return "failed";
  }
}
