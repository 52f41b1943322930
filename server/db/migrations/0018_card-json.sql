ALTER TABLE "farms" ADD COLUMN "card_json" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- An instant as JavaScript's toISOString() writes it (UTC, milliseconds, truncated as Date truncates them).
CREATE OR REPLACE FUNCTION fsf_iso_instant(t timestamptz) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$ SELECT pg_catalog.to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;
--> statement-breakpoint
-- farms.card_json: the list card's write-time fields as compact JSON, exactly as presentSummary()
-- (farms/farms.presenter.ts) writes them; search/card.test.ts compares the two for every kind of value.
-- A trigger rather than the app's write paths: a listing is written by the editor, imports, reviews,
-- favorites, availability and photo jobs, and every one of them must keep the card right.
CREATE OR REPLACE FUNCTION fsf_farm_card_json() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.card_json := '{"id":' || NEW.id
    || ',"slug":' || to_json(NEW.slug) || ',"name":' || to_json(NEW.name) || ',"kind":' || to_json(NEW.kind)
    || ',"city":' || to_json(NEW.city) || ',"region":' || to_json(NEW.region)
    || ',"lat":' || to_json(NEW.lat) || ',"lng":' || to_json(NEW.lng) || ',"timeZone":' || to_json(NEW.time_zone)
    || ',"verified":' || to_json(NEW.verified)
    || ',"categories":' || to_json(NEW.categories) || ',"features":' || to_json(NEW.features)
    || ',"ratingAvg":' || coalesce(to_json(NEW.rating_avg)::text, 'null')
    || ',"ratingCount":' || NEW.rating_count || ',"favoriteCount":' || NEW.favorite_count
    || ',"availableProducts":[' || coalesce((
         SELECT string_agg('{"name":' || to_json(p.e ->> 'name') || ',"updatedAt":"'
                           || fsf_iso_instant((p.e ->> 'updatedAt')::timestamptz) || '"}', ',' ORDER BY p.n)
         FROM json_array_elements(NEW.card_available) WITH ORDINALITY AS p(e, n)), '')
    || '],"updatedAt":"' || fsf_iso_instant(NEW.updated_at) || '"}';
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Only when a field of the card is written (UPDATE OF: named in the SET list), so the refreshes of open
-- intervals, map cells and search text pay nothing for it.
CREATE TRIGGER farms_card_json BEFORE INSERT OR UPDATE OF
  slug, name, kind, city, region, lat, lng, time_zone, verified, categories, features,
  rating_avg, rating_count, favorite_count, card_available, updated_at
  ON farms FOR EACH ROW EXECUTE FUNCTION fsf_farm_card_json();
--> statement-breakpoint
-- Existing listings: setting a card field to itself runs the trigger.
UPDATE farms SET updated_at = updated_at;
