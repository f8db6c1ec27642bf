import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM, CHROMIUM_FLAGS } from "./scripts/chromium.mjs";

// scripts/test.mjs picks a free port and a fresh data directory; these defaults serve a
// direct `npx playwright test`.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(tmpdir(), `creator-quest-e2e-${port}`);
const baseURL = `http://localhost:${port}`;
// The e2e app talks to a local OpenAI-compatible server (test/fake-openai-server.mjs).
const aiPort = Number(process.env.E2E_AI_PORT ?? port + 1);
// The board-sync spec starts its own monday.com-like GraphQL server on this port.
export const MONDAY_PORT = Number(process.env.E2E_MONDAY_PORT ?? port + 2);

// Playwright cannot download browsers here: drive the system Chromium.
export const chromiumLaunchOptions = { executablePath: CHROMIUM, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // CI runs on a shared 2-core machine whose speed varies by the hour: a test that fails once
  // there gets one more try, and the report still lists it as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // Whole flows (idea to posted) click through many pages on a 2-core machine, and in CI that
  // machine is shared: several flows took 50-56 s there. A timeout only guards against a hang.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: `node test/fake-openai-server.mjs ${aiPort}`,
      port: aiPort,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The same command a creator runs; the e2e server always uses the embedded database.
      command: "node scripts/start.mjs",
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "pipe",
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        NEXT_TELEMETRY_DISABLED: "1",
        OPENAI_API_KEY: "test-key",
        OPENAI_BASE_URL: `http://127.0.0.1:${aiPort}/v1`,
        AI_MODEL: "fake-model",
        MONDAY_API_URL: `http://127.0.0.1:${MONDAY_PORT}/v2`,
        // Trigger post's automation and the push service of the tests run on this machine.
        OUTBOUND_PRIVATE_ADDRESSES: "allow",
        // Every e2e test signs a new creator up from this one address.
        SIGNUPS_PER_HOUR_PER_ADDRESS: "100000",
        // e2e/push.spec.ts runs a local https push service with this self-signed certificate.
        NODE_EXTRA_CA_CERTS: path.join(import.meta.dirname, "test", "fixtures", "push-service-cert.pem"),
      },
    },
  ],
});
