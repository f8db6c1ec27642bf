-- Post addresses stored before migration 0025's release, in the one spelling the app now keeps.
--
-- The social webhook and Match Posted Content store a post's address as normalizePostUrl
-- (lib/rules/post-url.ts) writes it: scheme and host in lower case, no default port, no
-- #fragment, no trailing slash on the path; the query string is kept. The webhook's duplicate
-- check compares addresses as stored, so an address saved earlier as ".../video/1/" let the same
-- post, reported as ".../video/1", make a second posted item and award 50 XP again.
--
-- The function below is that rule for http(s) addresses, in SQL, for this one update; anything
-- else is left as it is. db/post-url-migration.int.test.ts holds it to normalizePostUrl.
CREATE FUNCTION pg_temp.normalize_post_url(address text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN parts IS NULL THEN address ELSE
    lower(parts[1]) || '://'
    || regexp_replace(lower(parts[2]), CASE lower(parts[1]) WHEN 'https' THEN ':443$' ELSE ':80$' END, '')
    || coalesce(nullif(rtrim(parts[3], '/'), ''), '/')
    || coalesce(parts[4], '')
  END
  FROM (SELECT regexp_match(split_part(address, '#', 1), '^(https?)://([^/?#@\s]+)([^?#]*)(\?.*)?$', 'i') AS parts) AS matched
$$;
--> statement-breakpoint
UPDATE content_items SET social_post_url = pg_temp.normalize_post_url(social_post_url)
WHERE social_post_url IS NOT NULL AND social_post_url IS DISTINCT FROM pg_temp.normalize_post_url(social_post_url);
--> statement-breakpoint
DROP FUNCTION pg_temp.normalize_post_url(text);
