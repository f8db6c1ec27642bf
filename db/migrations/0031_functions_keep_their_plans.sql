-- The app's connections plan every statement for its run (plan_cache_mode=force_custom_plan,
-- db/index.ts), so a page's query on a heavy account is planned for that account. That setting
-- also reached the statements inside these PL/pgSQL functions (record_social_post, the XP engine,
-- the rollup triggers): each was planned again on every call. For a webhook delivery that was
-- almost half of its time in Postgres (3.5 ms a call, against 2.0 ms with the plans kept).
--
-- Each statement in them finds its rows by the creator's id, an item's id or a rate-limit key,
-- through an index that starts with it, so one cached plan serves every creator: a delivery on the
-- heavy account of scripts/seed-heavy.mjs took 1.1x a light account's time either way (measured
-- on Postgres 15). So every PL/pgSQL function of the app lets Postgres keep its plans. A function
-- created or replaced later needs `SET plan_cache_mode = auto` in its definition;
-- db/query-plans.int.test.ts checks every one.
DO $$
DECLARE
  f regprocedure;
BEGIN
  FOR f IN
    SELECT p.oid::regprocedure FROM pg_proc AS p JOIN pg_language AS l ON l.oid = p.prolang
    WHERE l.lanname = 'plpgsql' AND p.prokind = 'f' AND p.pronamespace = current_schema()::regnamespace
      -- The app's own: not the functions of an extension installed in the same schema.
      AND NOT EXISTS (SELECT 1 FROM pg_depend AS d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('ALTER FUNCTION %s SET plan_cache_mode = auto', f);
  END LOOP;
END
$$;
