-- Functions the listings tables and their indexes use. Run before drizzle's migrations, on every start:
-- CREATE OR REPLACE with an unchanged body is a no-op. Never change the body of a function an index uses
-- (fsf_earth): existing index entries would silently disagree with it. Add a new function instead.

-- ll_to_earth(lat, lng) with every name schema-qualified. earthdistance's own ll_to_earth calls earth() and
-- cube() unqualified; pg_dump/pg_restore run with an empty search_path, so on PostgreSQL 15 an expression
-- index on ll_to_earth fails to restore ("type earth does not exist") and the spatial index is silently lost.
-- The extensions live in `public` (000-extensions.sql creates them there).
CREATE OR REPLACE FUNCTION fsf_earth(lat double precision, lng double precision)
RETURNS public.earth
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT public.cube(
    public.cube(
      public.cube(public.earth() * pg_catalog.cos(pg_catalog.radians(lat)) * pg_catalog.cos(pg_catalog.radians(lng))),
      public.earth() * pg_catalog.cos(pg_catalog.radians(lat)) * pg_catalog.sin(pg_catalog.radians(lng))
    ),
    public.earth() * pg_catalog.sin(pg_catalog.radians(lat))
  )::public.earth
$$;

-- A listing's schedule (farms.schedule_id) as the one-element int4[] that intarray's GiST operator class indexes beside
-- its position (farms_earth_open_idx): the nearest-first walk of near + open=now tests `&&` against the open schedules
-- inside the index, without reading the rows of closed listings (decision 045). No schedule: the empty array, which
-- overlaps nothing. Schedule ids stay within int4 (farm_schedules.id has MAXVALUE 2147483647).
CREATE OR REPLACE FUNCTION fsf_schedule_set(schedule_id bigint)
RETURNS integer[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN schedule_id IS NULL THEN '{}'::integer[] ELSE ARRAY[schedule_id::integer] END
$$;

-- The text a listing is found by: its name (weight A), what it offers (products, categories: B) and its
-- description (C). Stored in farms.search_tsv by refreshOpenIntervals() and the bulk loaders.
CREATE OR REPLACE FUNCTION fsf_search_tsv(name text, offer text, description text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.english'::regconfig, coalesce(name, '')), 'A')
      || pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.english'::regconfig, coalesce(offer, '')), 'B')
      || pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.english'::regconfig, coalesce(description, '')), 'C')
$$;
