import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, rowsOf } from "@/db";
import { profiles } from "@/db/schema";

// Past its fifth run Postgres may give a prepared statement a generic plan; the app asks for none.
const RUNS = 7;

// Prepared statements are a Postgres server's (db/index.ts); PGlite runs in this process.
describe.runIf(process.env.DATABASE_URL)("queries on a Postgres server", () => {
  it("run as prepared statements, parsed once per connection and planned for each run", async () => {
    const marker = `prepared-${Date.now()}`;
    // One transaction keeps every statement on one connection, whose prepared statements it lists.
    const statements = await getDb().transaction(async (tx) => {
      for (let run = 0; run < RUNS; run++) {
        await tx.select({ userId: profiles.userId }).from(profiles).where(sql`${profiles.displayName} = ${marker}`);
      }
      return rowsOf<{ statement: string; customPlans: number; genericPlans: number }>(
        await tx.execute(sql`select statement, custom_plans::integer as "customPlans", generic_plans::integer as "genericPlans"
                             from pg_prepared_statements`),
      );
    });
    const select = statements.filter(({ statement }) => statement.includes('"display_name" = $1'));
    // Prepared once for all the runs: a statement per run would list seven, unnamed ones none.
    expect(select).toHaveLength(1);
    expect(select[0]).toMatchObject({ customPlans: RUNS, genericPlans: 0 });
  });
});

describe("the database's own functions", () => {
  it("every PL/pgSQL function keeps its statements' plans (migration 0031)", async () => {
    const functions = rowsOf<{ name: string; settings: string[] | null }>(
      await getDb().execute(sql`select p.proname as name, p.proconfig as settings
                                from pg_proc as p join pg_language as l on l.oid = p.prolang
                                where l.lanname = 'plpgsql' and p.prokind = 'f' and p.pronamespace = current_schema()::regnamespace
                                  and not exists (select 1 from pg_depend as d
                                                  where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
                                order by p.proname`),
    );
    // The webhook's delivery and the XP engine among them: a rename would make this list wrong.
    expect(functions.map(({ name }) => name)).toEqual(expect.arrayContaining(["award_xp", "record_social_post"]));
    const planPerCall = functions.filter(({ settings }) => !settings?.includes("plan_cache_mode=auto")).map(({ name }) => name);
    expect(planPerCall).toEqual([]);
  });
});
