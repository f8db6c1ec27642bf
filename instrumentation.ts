// Runs once when the server starts: apply pending migrations before the first request, inside
// the server process, because PGlite's data directory may be opened by one process only; then
// start the background jobs (morning push reminders, clean-up), every five minutes; and on
// shutdown, close the database once Next.js has drained the open requests.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { migrateDatabase } = await import("@/db/migrate");
    await migrateDatabase();
    const { startBackgroundJobs } = await import("@/lib/background-jobs");
    startBackgroundJobs();
    const { closeDatabaseOnShutdown } = await import("@/lib/shutdown");
    closeDatabaseOnShutdown();
  }
}
