import { getDb } from "@/db";
import { webhookDeliveries } from "@/db/schema";
import { benchRoutesEnabled } from "@/lib/env";

// The benchmark's baseline (scripts/bench.mjs): the least a route of this build can do with a
// delivery, one insert. It exists only when the server runs with BENCH_ROUTES=1.
export async function POST(request: Request) {
  if (!benchRoutesEnabled()) return Response.json({ error: "Not found" }, { status: 404 });
  const { userId } = (await request.json().catch(() => ({}))) as { userId?: string };
  if (typeof userId !== "string" || !/^[0-9a-f-]{36}$/.test(userId)) return Response.json({ error: "userId is required" }, { status: 400 });
  await getDb().insert(webhookDeliveries).values({ userId, kind: "social_post", status: 200, outcome: "bench" });
  return Response.json({ ok: true });
}
