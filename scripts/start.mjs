#!/usr/bin/env node
// `npm start` (and `npm run dev`): the one command a newcomer runs. It makes sure a session
// secret exists, builds when there is no build yet, then serves. Migrations run inside the
// server at start-up (instrumentation.ts).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import nextEnv from "@next/env";

const mode = process.argv[2] === "dev" ? "dev" : "start";
// PORT, DATA_DIR and AUTH_SECRET are chosen here, before the server starts: from the shell, else
// from the .env files as Next.js reads them. The rest of .env is left to Next.js in the server
// (which reloads it as it changes, in dev): the environment is put back as the shell gave it.
const { parsedEnv: fromEnvFiles = {} } = nextEnv.loadEnvConfig(process.cwd(), mode === "dev", { info: () => {}, error: console.error });
nextEnv.resetEnv();
const setting = (name) => process.env[name] || fromEnvFiles[name];
const dataDir = path.resolve(setting("DATA_DIR") || "./.data");
const port = setting("PORT") || "3000";
const nextBin = path.join("node_modules", "next", "dist", "bin", "next");

function ensureAuthSecret() {
  if (setting("AUTH_SECRET")) return setting("AUTH_SECRET");
  mkdirSync(dataDir, { recursive: true });
  const secretFile = path.join(dataDir, "auth-secret");
  if (!existsSync(secretFile)) {
    writeFileSync(secretFile, randomBytes(32).toString("base64url"), { mode: 0o600 });
    console.log(`Created a session secret in ${secretFile}`);
  }
  return readFileSync(secretFile, "utf8").trim();
}

const env = { ...process.env, DATA_DIR: dataDir, AUTH_SECRET: ensureAuthSecret(), PORT: port };

if (mode === "start" && !existsSync(path.join(".next", "BUILD_ID"))) {
  console.log("No production build yet: building (this takes a minute or two)...");
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const where = env.DATABASE_URL ? "Postgres (DATABASE_URL)" : `embedded PGlite in ${dataDir}`;
console.log(`Creator Quest on http://localhost:${port} with ${where}`);
const server = spawn(process.execPath, [nextBin, mode, "--port", port], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
