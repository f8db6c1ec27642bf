-- The library's search document: title first, then tags, then content and notes. Declared
-- IMMUTABLE so a generated column can use it (array_to_string is only STABLE in general, but
-- for text[] its result never changes).
CREATE OR REPLACE FUNCTION library_search_document(title text, content text, notes text, tags text[])
RETURNS tsvector
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('simple', coalesce(title, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(array_to_string(tags, ' '), '')), 'B')
      || setweight(to_tsvector('simple', coalesce(content, '') || ' ' || coalesce(notes, '')), 'C')
$$;
