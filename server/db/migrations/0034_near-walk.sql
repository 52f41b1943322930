CREATE TABLE "farm_near" (
	"id" bigint PRIMARY KEY NOT NULL,
	"earth" "cube" NOT NULL,
	"season_rank" smallint NOT NULL,
	"kind" text NOT NULL,
	"schedule_id" bigint,
	"hours_confirmed_at" timestamp with time zone,
	"picks" boolean NOT NULL,
	"available_tsv" "tsvector",
	"categories" text[] NOT NULL,
	"features" text[] NOT NULL,
	"accepts" text[] NOT NULL,
	"card_json" text NOT NULL,
	"card_photo" json,
	"opening_hours" text,
	"time_zone" text NOT NULL,
	"country" text NOT NULL,
	"region" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"hours_confirmed_by" text,
	"stock_updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "farm_near" ADD CONSTRAINT "farm_near_id_farms_id_fk" FOREIGN KEY ("id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Rows change often (favourites, ratings, stock marks change the card): room on each page for HOT updates.
ALTER TABLE "farm_near" SET (fillfactor = 90);
--> statement-breakpoint
-- farm_near (decision 072): a published listing's walk columns and card, derived from its farms row. One function
-- writes the row from NEW, so a new column is added here, in the table and in the walk indexes' INCLUDE lists below (a
-- later migration replaces this function with CREATE OR REPLACE and backfills with `UPDATE farms SET <col> = <col>`).
CREATE OR REPLACE FUNCTION fsf_farm_near() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.status <> 'published' THEN
    DELETE FROM farm_near WHERE id = OLD.id;
    RETURN NULL;
  END IF;
  INSERT INTO farm_near (id, earth, season_rank, kind, schedule_id, hours_confirmed_at, picks, available_tsv, categories, features, accepts,
                         card_json, card_photo, opening_hours, time_zone, country, region, lat, lng, hours_confirmed_by, stock_updated_at)
  VALUES (NEW.id, fsf_earth(NEW.lat, NEW.lng)::cube, NEW.season_rank, NEW.kind, NEW.schedule_id, NEW.hours_confirmed_at,
          NEW.kind = 'u-pick' OR 'pick-your-own' = ANY(NEW.features), NEW.available_tsv, NEW.categories, NEW.features, NEW.accepts,
          NEW.card_json, NEW.card_photo, NEW.opening_hours, NEW.time_zone, NEW.country, NEW.region, NEW.lat, NEW.lng,
          NEW.hours_confirmed_by, NEW.stock_updated_at)
  ON CONFLICT (id) DO UPDATE SET
    earth = EXCLUDED.earth, season_rank = EXCLUDED.season_rank, kind = EXCLUDED.kind, schedule_id = EXCLUDED.schedule_id,
    hours_confirmed_at = EXCLUDED.hours_confirmed_at, picks = EXCLUDED.picks, available_tsv = EXCLUDED.available_tsv,
    categories = EXCLUDED.categories, features = EXCLUDED.features, accepts = EXCLUDED.accepts, card_json = EXCLUDED.card_json,
    card_photo = EXCLUDED.card_photo, opening_hours = EXCLUDED.opening_hours, time_zone = EXCLUDED.time_zone,
    country = EXCLUDED.country, region = EXCLUDED.region, lat = EXCLUDED.lat, lng = EXCLUDED.lng,
    hours_confirmed_by = EXCLUDED.hours_confirmed_by, stock_updated_at = EXCLUDED.stock_updated_at;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- AFTER, so NEW carries what the BEFORE trigger farms_card_json wrote. An update writes farm_near only when a column
-- it derives from changed (WHEN, not UPDATE OF: card_json changes through the BEFORE trigger, never in a SET list), so
-- the refreshes of open intervals, map cells and search text pay nothing. json has no equality: compared as text.
CREATE TRIGGER farms_near_insert AFTER INSERT ON farms FOR EACH ROW WHEN (NEW.status = 'published')
  EXECUTE FUNCTION fsf_farm_near();
--> statement-breakpoint
CREATE TRIGGER farms_near_update AFTER UPDATE ON farms FOR EACH ROW
  WHEN ((OLD.status, OLD.lat, OLD.lng, OLD.season_rank, OLD.kind, OLD.schedule_id, OLD.hours_confirmed_at, OLD.available_tsv,
         OLD.categories, OLD.features, OLD.accepts, OLD.card_json, OLD.card_photo::text, OLD.opening_hours, OLD.time_zone, OLD.country,
         OLD.region, OLD.hours_confirmed_by, OLD.stock_updated_at)
        IS DISTINCT FROM
        (NEW.status, NEW.lat, NEW.lng, NEW.season_rank, NEW.kind, NEW.schedule_id, NEW.hours_confirmed_at, NEW.available_tsv,
         NEW.categories, NEW.features, NEW.accepts, NEW.card_json, NEW.card_photo::text, NEW.opening_hours, NEW.time_zone, NEW.country,
         NEW.region, NEW.hours_confirmed_by, NEW.stock_updated_at))
  EXECUTE FUNCTION fsf_farm_near();
--> statement-breakpoint
CREATE TRIGGER farms_near_delete AFTER DELETE ON farms FOR EACH ROW WHEN (OLD.status = 'published')
  EXECUTE FUNCTION fsf_farm_near();
--> statement-breakpoint
-- The published listings there are, in one statement, neighbours together (map_cell: a page's cards share heap pages);
-- the walk indexes are built after, faster than row by row.
INSERT INTO farm_near (id, earth, season_rank, kind, schedule_id, hours_confirmed_at, picks, available_tsv, categories, features, accepts,
                       card_json, card_photo, opening_hours, time_zone, country, region, lat, lng, hours_confirmed_by, stock_updated_at)
SELECT id, fsf_earth(lat, lng)::cube, season_rank, kind, schedule_id, hours_confirmed_at,
       kind = 'u-pick' OR 'pick-your-own' = ANY(features), available_tsv, categories, features, accepts,
       card_json, card_photo, opening_hours, time_zone, country, region, lat, lng, hours_confirmed_by, stock_updated_at
FROM farms WHERE status = 'published'
ORDER BY map_cell, id;
--> statement-breakpoint
-- The nearest-first walk, one index per season rank (decision 054: the search walks rank 0, then rank 1), each
-- holding what the walk filters and orders on, so it is an index-only scan that reads a farm_near row only for the
-- page's cards. A new filter column goes into both INCLUDE lists (decision 072). available_tsv is not among them: at a
-- million listings it more than doubled these indexes, which every near search reads.
CREATE INDEX "farm_near_walk0_idx" ON "farm_near" USING gist ("earth")
  INCLUDE ("id", "kind", "schedule_id", "hours_confirmed_at", "picks") WHERE season_rank = 0;
--> statement-breakpoint
CREATE INDEX "farm_near_walk1_idx" ON "farm_near" USING gist ("earth")
  INCLUDE ("id", "kind", "schedule_id", "hours_confirmed_at", "picks") WHERE season_rank = 1;
--> statement-breakpoint
-- available=, near a place: the walk tests the words in the index from each listing's signature (as decision 044 does on
-- farms) and reads the rows that match.
CREATE INDEX "farm_near_available0_idx" ON "farm_near" USING gist ("earth", "available_tsv") WHERE season_rank = 0;
--> statement-breakpoint
CREATE INDEX "farm_near_available1_idx" ON "farm_near" USING gist ("earth", "available_tsv") WHERE season_rank = 1;
