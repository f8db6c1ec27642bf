// What the database drills (faults.mjs, two-servers.mjs), the benchmarks (bench.mjs) and the image
// drill (e2e-image/) share: a fresh Postgres database, the production app started on it, a creator
// made straight in the database, and a signed-in cookie.
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { hash } from "@node-rs/argon2";
import postgres from "postgres";
import { freePort } from "./free-port.mjs";

const LOCAL_HOSTS = ["localhost", "127.0.0.1", "::1", "[::1]"];

/**
 * Whether a Postgres address names a server on this machine: the tests, drills and seeds create,
 * fill and drop databases, and must never touch a real one. An address without a host
 * (`postgres:///db`) goes where PGHOST says (postgres.js), else to localhost.
 */
export function isLocalDatabaseUrl(address) {
  const host = new URL(address).hostname || process.env.PGHOST || "localhost";
  return LOCAL_HOSTS.includes(host) || host.startsWith("/");
}

export const DRILL_PASSWORD = "drill-passphrase";

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Prints each check and remembers the failed ones. */
export function checklist() {
  const failures = [];
  const check = (ok, message) => {
    console.log(`${ok ? "✓" : "✘"} ${message}`);
    if (!ok) failures.push(message);
  };
  return { check, failures };
}

export { freePort };

export async function waitFor(probe, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await probe()) return;
    } catch {}
    await sleep(100);
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** A fresh database on the local server `server` (default: DATABASE_URL) names; refuses any other host. */
export async function freshDatabase(prefix, server = process.env.DATABASE_URL) {
  if (!server || !isLocalDatabaseUrl(server)) {
    console.error("Set DATABASE_URL to a local Postgres server, e.g. postgres://postgres@127.0.0.1:5432/test");
    process.exit(2);
  }
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    admin,
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`).catch(() => {});
      await admin.end({ timeout: 1 });
    },
  };
}

/** One production server (`npm start`), in its own process group so stop() ends all of it. */
export async function startApp(databaseUrl, { authSecret = randomBytes(32).toString("base64url"), env = {} } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "creator-quest-drill-"));
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, MIGRATION_DATABASE_URL: databaseUrl, AUTH_SECRET: authSecret, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const log = [];
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => log.push(chunk.toString()));
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return {
    base,
    log,
    /** The server's process group (it runs detached): Next and any process it starts. */
    processGroup: child.pid,
    /** Resolves when the server process has ended. */
    exited,
    /** SIGTERM, as `docker stop` sends it; the server drains and exits on its own. */
    terminate: () => process.kill(-child.pid, "SIGTERM"),
    ready: () => waitFor(async () => (await fetch(`${base}/api/health`)).ok, 240_000, `the app on ${base} to start`),
    stop: () => {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {}
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A creator inserted straight into the database (the app has migrated it by now). */
export async function createCreator(sql) {
  const email = `drill-${randomUUID()}@example.com`;
  const [user] = await sql`insert into users (email, password_hash) values (${email}, ${await hash(DRILL_PASSWORD)}) returning id`;
  const [profile] = await sql`insert into profiles (user_id, display_name, time_zone) values (${user.id}, 'Drill Creator', 'UTC') returning webhook_token`;
  return { id: user.id, email, token: profile.webhook_token };
}

/** Signs in through Auth.js's own endpoints, as a browser's form would; returns the Cookie header. */
export async function signIn(base, email) {
  const jar = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [key, ...value] = pair.split("=");
      jar.set(key.trim(), value.join("="));
    }
  };
  const header = () => [...jar].map(([key, value]) => `${key}=${value}`).join("; ");
  const csrf = await fetch(`${base}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = await csrf.json();
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", cookie: header() },
    body: new URLSearchParams({ csrfToken, email, password: DRILL_PASSWORD, callbackUrl: `${base}/` }),
  });
  keep(response);
  if (![...jar.keys()].some((key) => key.includes("session-token"))) throw new Error(`Sign-in failed (${response.status})`);
  return header();
}

export function tail(log, lines = 40) {
  return log.join("").split("\n").slice(-lines).join("\n");
}
