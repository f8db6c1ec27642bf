import { createServer, type Server, type Socket } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { freePort } from "@/scripts/drill.mjs";

// The route with DATABASE_URL pointing at `url`, and a fresh database handle.
async function healthRouteOn(url: string) {
  vi.resetModules();
  vi.stubEnv("DATABASE_URL", url);
  return import("./route");
}

/** A database host that takes the connection and never says a word: a network partition. */
async function silentHost(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => void sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/silent`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// Importing the route and the database client takes a few seconds on this machine.
describe("GET /api/health", { timeout: 20_000 }, () => {
  afterEach(async () => {
    const { closeDb } = await import("@/db");
    await closeDb().catch(() => {});
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("answers 503 'Database unreachable' when the database host never answers, instead of waiting for the driver's 30 s", async () => {
    const host = await silentHost();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { GET } = await healthRouteOn(host.url);
      const response = await GET();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "error", error: "Database unreachable" });
      expect(log).toHaveBeenCalledWith("Health check failed: the database did not answer within 2000 ms");
    } finally {
      await host.close();
    }
  });

  it("answers 503 when nothing listens at the database's address", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { GET } = await healthRouteOn(`postgres://postgres@127.0.0.1:${await freePort()}/refused`);
    const response = await GET();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "error", error: "Database unreachable" });
  });
});
