-- A library search found no word inside a pasted address: Postgres's 'simple' parser keeps an
-- address whole ("docs.google.com/document/d/…" is one token, its host another), so "google",
-- "canva" or "document" missed the note that holds the link, and only the host's first word
-- matched, as a prefix. The search document now also holds the words of each address in the
-- content and notes (split at punctuation, without its "https://" and "www."), at the weight of
-- the text they sit in (C). An address is a word starting "http://", "https://" or "www.", or a
-- host and a path as often typed ("youtube.com/watch?v=…"). A video's own address is read the same
-- way, so "youtube" finds the videos linked by a youtube.com address.
CREATE OR REPLACE FUNCTION library_address_words(body text)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  -- Split at punctuation ([[:punct:]]). Which characters beyond ASCII count as punctuation, or as
  -- letters in a host, follows the database's locale (PGlite's and a server's may differ): an
  -- address's words may then split a little differently, which only changes what else it matches.
  SELECT coalesce(string_agg(regexp_replace(regexp_replace(address[1], '^(https?://)?(www\.)?', '', 'i'), '[[:punct:]]+', ' ', 'g'), ' '), '')
  FROM regexp_matches(body, '((?:https?://|www\.)\S+|[[:alnum:]-]+(?:\.[[:alnum:]-]+)+/\S*)', 'gi') AS address
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION library_search_document(title text, content text, notes text, tags text[])
RETURNS tsvector
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('simple', coalesce(title, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(array_to_string(tags, ' '), '')), 'B')
      || setweight(to_tsvector('simple', coalesce(content, '') || ' ' || coalesce(notes, '')), 'C')
      || setweight(to_tsvector('simple', library_address_words(coalesce(content, '') || ' ' || coalesce(notes, ''))), 'C')
$$;
--> statement-breakpoint
-- The stored column is computed again only when a row is written: every item with an address is
-- written once, unchanged, so its document gains the address's words.
UPDATE library_items SET title = title WHERE coalesce(content, '') || ' ' || coalesce(notes, '') ~* '(https?://|www\.)\S|[[:alnum:]-]\.[[:alnum:]-]+/';
