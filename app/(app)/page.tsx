import type { Metadata } from "next";
import { LevelBanner } from "@/components/xp/level-banner";
import { getCreatorSummary } from "@/db/queries/profiles";
import { requireUser } from "@/lib/session";

export const metadata: Metadata = { title: "Command Center" };

export default async function CommandCenterPage() {
  const user = await requireUser();
  const summary = await getCreatorSummary(user.id);
  if (!summary) throw new Error(`User ${user.id} has no profile`);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Command Center</h1>
        <p className="text-muted-foreground">Welcome back, {summary.displayName}. Here is where your creator quest stands.</p>
      </div>
      <LevelBanner summary={summary} />
    </div>
  );
}
