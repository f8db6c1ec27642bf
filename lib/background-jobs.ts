import "server-only";
import { sendMorningReminders } from "@/lib/integrations/morning-reminders";
import { deleteOldLimitWindows } from "@/lib/rate-limit";

// Work no request asks for, started once per server process (instrumentation.ts). Every app
// server may run it: morning reminders are claimed in the database, and clean-up is idempotent.

const EVERY_FIVE_MINUTES = 5 * 60 * 1000;
let timer: NodeJS.Timeout | null = null;

async function runOnce() {
  const jobs = { "Morning reminders": sendMorningReminders, "Rate-limit clean-up": deleteOldLimitWindows };
  for (const [name, job] of Object.entries(jobs)) {
    await job().catch((error: unknown) => console.error(`${name} failed`, error));
  }
}

export function startBackgroundJobs() {
  if (timer) return;
  timer = setInterval(runOnce, EVERY_FIVE_MINUTES);
  timer.unref();
  setTimeout(runOnce, 30_000).unref();
}
