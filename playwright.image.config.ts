import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./playwright.config";

// The Docker image drill (e2e-image/, `npm run test:image`): builds the image's files as the
// Dockerfile says and runs its server as a non-root user, with PGlite and with Postgres. It
// starts its own servers, one at a time, so it has no webServer and runs one test at a time.
export default defineConfig({
  testDir: "e2e-image",
  outputDir: "test-results/image",
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  // The build alone takes a minute or two on a loaded 2-core machine.
  timeout: 300_000,
  expect: { timeout: 15_000 },
  use: {
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
});
