import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerFromKeptPages, PAGE_CACHE_HEADER } from "@/lib/page-cache-answer";
import { forgetKeptPages } from "@/lib/page-cache";
import { createTestUser } from "@/test/users";

// proxy.ts answers a whole page from what this server kept, rendering it otherwise in a request
// to itself (at ownOrigin(), the loopback at PORT). Here "itself" is a local HTTP server that
// answers as the app does: HTML whose scripts carry the nonce its policy names.

const savedPort = process.env.PORT;
let server: Server | null = null;

afterEach(async () => {
  forgetKeptPages();
  process.env.PORT = savedPort;
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = null;
  vi.restoreAllMocks();
});

/** Serves as the app would at PORT, counting the renders it was asked for; `policy: false` sends no CSP. */
async function serveAsTheApp(answer: (nonce: string) => { status: number; html: string; headers?: Record<string, string> }, { policy = true } = {}) {
  const renders: string[] = [];
  server = createServer((request, response) => {
    renders.push(request.url!);
    const nonce = `nonce${renders.length}`;
    const { status, html, headers } = answer(nonce);
    const csp = policy ? { "content-security-policy": `script-src 'nonce-${nonce}'` } : {};
    response.writeHead(status, { "content-type": "text/html", ...csp, ...headers });
    response.end(html);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  process.env.PORT = String((server.address() as AddressInfo).port);
  return renders;
}

/** A port nothing listens on: one just given up. */
async function closedPort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const pageRequest = (path: string) => new NextRequest(new URL(path, "http://localhost"), { headers: { accept: "text/html" } });

describe("answering whole pages from kept ones", () => {
  it("renders a page once, then answers from what was kept with a new nonce in every place the old one was", async () => {
    const creator = await createTestUser();
    const renders = await serveAsTheApp((nonce) => ({ status: 200, html: `<script nonce="${nonce}">go()</script>`, headers: { link: `</app.js>; nonce="${nonce}"` } }));

    const first = await answerFromKeptPages(pageRequest("/content?tab=Idea"), { sub: creator.id });
    expect(first!.response.headers.get(PAGE_CACHE_HEADER)).toBe("rendered");
    expect(first!.nonce).toBe("nonce1");
    expect(await first!.response.text()).toBe('<script nonce="nonce1">go()</script>');
    await vi.waitFor(async () => {
      const second = await answerFromKeptPages(pageRequest("/content?tab=Idea"), { sub: creator.id });
      expect(second!.response.headers.get(PAGE_CACHE_HEADER)).toBe("kept");
      expect(second!.nonce).not.toBe("nonce1");
      expect(await second!.response.text()).toBe(`<script nonce="${second!.nonce}">go()</script>`);
      expect(second!.response.headers.get("link")).toBe(`</app.js>; nonce="${second!.nonce}"`);
    });
    expect(renders).toEqual(["/content?tab=Idea"]);
  });

  it("passes a redirect on as it came, and keeps none", async () => {
    const creator = await createTestUser();
    const renders = await serveAsTheApp(() => ({ status: 307, html: "", headers: { location: "/sign-in" } }));
    for (let load = 0; load < 2; load++) {
      const answer = await answerFromKeptPages(pageRequest("/"), { sub: creator.id });
      expect(answer!.response.status).toBe(307);
      expect(answer!.response.headers.get("location")).toBe("/sign-in");
    }
    expect(renders).toHaveLength(2);
  });

  it("passes on a page without a nonce unkept, with a nonce of its own for the policy", async () => {
    const creator = await createTestUser();
    const renders = await serveAsTheApp(() => ({ status: 200, html: "<p>No scripts</p>" }), { policy: false });
    for (let load = 0; load < 2; load++) {
      const answer = await answerFromKeptPages(pageRequest("/"), { sub: creator.id });
      expect(answer!.response.status).toBe(200);
      expect(answer!.nonce).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
      expect(await answer!.response.text()).toBe("<p>No scripts</p>");
    }
    expect(renders).toHaveLength(2);
  });

  it("leaves the page to be rendered as usual when the server can't reach itself", async () => {
    const creator = await createTestUser();
    process.env.PORT = String(await closedPort());
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await answerFromKeptPages(pageRequest("/"), { sub: creator.id })).toBeNull();
    expect(logged).toHaveBeenCalledWith("The page cache can't reach this server; rendering as usual", expect.anything());
  });

  it("leaves the page to be rendered as usual once the session has ended or the account is gone", async () => {
    const creator = await createTestUser();
    const renders = await serveAsTheApp((nonce) => ({ status: 200, html: `<script nonce="${nonce}"></script>` }));
    expect(await answerFromKeptPages(pageRequest("/"), { sub: creator.id, sessionVersion: 1 })).toBeNull();
    expect(await answerFromKeptPages(pageRequest("/"), { sub: crypto.randomUUID() })).toBeNull();
    expect(renders).toEqual([]);
  });
});
