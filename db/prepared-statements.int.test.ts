import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, rowsOf } from "@/db";
import { profiles } from "@/db/schema";

// Prepared statements are a Postgres server's (db/index.ts); PGlite runs in this process.
describe.runIf(process.env.DATABASE_URL)("queries on a Postgres server", () => {
  it("run as named prepared statements, parsed once per connection", async () => {
    const marker = `prepared-${Date.now()}`;
    // One transaction keeps every statement on one connection, whose prepared statements it lists.
    const statements = await getDb().transaction(async (tx) => {
      await tx.select({ userId: profiles.userId }).from(profiles).where(sql`${profiles.displayName} = ${marker}`);
      await tx.select({ userId: profiles.userId }).from(profiles).where(sql`${profiles.displayName} = ${marker}`);
      return rowsOf<{ statement: string }>(await tx.execute(sql`select statement from pg_prepared_statements`));
    });
    const select = statements.filter(({ statement }) => statement.includes('"display_name" = $1'));
    // Prepared once and run twice: a statement per query would list two, unnamed ones none.
    expect(select).toHaveLength(1);
  });
});
