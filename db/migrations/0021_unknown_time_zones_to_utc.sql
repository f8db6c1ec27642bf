-- A creator's zone is used in SQL (their day, their XP, everyone's morning reminders in one
-- statement), so a zone Postgres doesn't know breaks all of those. Sign-up and the profile now
-- refuse such zones (db/queries/time-zones.ts); rows saved before, with a zone Node's Intl still
-- accepts but the tz database dropped (US/Pacific-New, Canada/East-Saskatchewan), become UTC.
UPDATE profiles SET time_zone = 'UTC'
WHERE time_zone NOT IN (SELECT name FROM pg_timezone_names);
