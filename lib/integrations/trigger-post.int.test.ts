import { createServer } from "node:http";
import { hostname } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContent } from "@/db/queries/content";
import { getWebhookSettings } from "@/db/queries/webhooks";
import { verifySignature } from "@/lib/rules/signature";
import { PrivateAddressError } from "@/lib/integrations/public-address";
import { AutomationUnreachableError, sendToAutomation } from "@/lib/integrations/trigger-post";
import { createTestUser } from "@/test/users";

// A local receiver standing in for a Zapier/Make catch hook: it checks the signature like a real one would.
type Received = { body: string; timestamp: string; signature: string };
const received: Received[] = [];
let secret = "";
let base = "";
const server = createServer(async (request, response) => {
  let body = "";
  for await (const chunk of request) body += chunk;
  const timestamp = String(request.headers["x-creatorquest-timestamp"]);
  const signature = String(request.headers["x-creatorquest-signature"]);
  received.push({ body, timestamp, signature });
  const valid = verifySignature(secret, timestamp, body, signature);
  if (request.url === "/reject") return response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ success: false, message: "Zap is turned off" }));
  if (request.url === "/slow") return; // never answers
  response.writeHead(valid ? 200 : 401, { "Content-Type": "application/json" });
  response.end(JSON.stringify(valid ? { success: true, message: "Zap triggered" } : { success: false, message: "bad signature" }));
});

beforeAll(async () => {
  // The receiver is on this machine: an operator's setting for a server with n8n beside it.
  process.env.OUTBOUND_PRIVATE_ADDRESSES = "allow";
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => {
  delete process.env.OUTBOUND_PRIVATE_ADDRESSES;
  server.closeAllConnections();
  server.close();
});

describe("trigger post", () => {
  it("sends the item as signed JSON and reports the automation's answer", async () => {
    const user = await createTestUser();
    secret = (await getWebhookSettings(user.id))!.token;
    const { item } = await createContent(user.id, { title: "Studio tour", platform: "TikTok", contentType: "original", postDate: "2026-12-01" });
    expect(await sendToAutomation(`${base}/hook`, secret, item)).toEqual({ success: true, message: "Zap triggered" });
    const last = received.at(-1)!;
    expect(verifySignature(secret, last.timestamp, last.body, last.signature)).toBe(true);
    expect(JSON.parse(last.body)).toMatchObject({ event: "content.trigger_post", content: { id: item.id, title: "Studio tour", platform: "TikTok", postDate: "2026-12-01" } });
  });

  it("passes on a non-success answer, and fails loudly on a wrong secret", async () => {
    const user = await createTestUser();
    secret = (await getWebhookSettings(user.id))!.token;
    const { item } = await createContent(user.id, { title: "X", platform: "TikTok", contentType: "original", postDate: null });
    expect(await sendToAutomation(`${base}/reject`, secret, item)).toEqual({ success: false, message: "Zap is turned off" });
    expect(await sendToAutomation(`${base}/hook`, "not-the-secret", item)).toEqual({ success: false, message: "bad signature" });
  });

  it("throws when the address cannot be reached", async () => {
    const user = await createTestUser();
    const { item } = await createContent(user.id, { title: "X", platform: "TikTok", contentType: "original", postDate: null });
    await expect(sendToAutomation("http://127.0.0.1:9/unreachable", "s", item)).rejects.toThrow(AutomationUnreachableError);
  });

  it("doesn't call an address that took the item and then broke off unreachable: sending again could post twice", async () => {
    const user = await createTestUser();
    const { item } = await createContent(user.id, { title: "X", platform: "TikTok", contentType: "original", postDate: null });
    const hangUp = createServer((request) => request.socket.destroy());
    await new Promise<void>((resolve) => hangUp.listen(0, "127.0.0.1", resolve));
    try {
      const failure = await sendToAutomation(`http://127.0.0.1:${(hangUp.address() as { port: number }).port}/hook`, "s", item).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(AutomationUnreachableError);
    } finally {
      hangUp.close();
    }
  });
});

describe("trigger post without OUTBOUND_PRIVATE_ADDRESSES=allow", () => {
  it("refuses addresses inside the server's network, named or resolved, and sends them nothing", async () => {
    const user = await createTestUser();
    const { item } = await createContent(user.id, { title: "X", platform: "TikTok", contentType: "original", postDate: null });
    const port = new URL(base).port;
    const before = received.length;
    delete process.env.OUTBOUND_PRIVATE_ADDRESSES;
    try {
      // By address, as localhost, and by a name that only resolves (as the connection is made) to this machine.
      for (const host of ["127.0.0.1", "localhost", "[::ffff:127.0.0.1]", hostname()]) {
        await expect(sendToAutomation(`http://${host}:${port}/hook`, "s", item)).rejects.toBeInstanceOf(PrivateAddressError);
      }
    } finally {
      process.env.OUTBOUND_PRIVATE_ADDRESSES = "allow";
    }
    expect(received.length).toBe(before);
  });
});
