-- accepts= (issue 33 point 2, decision 069): what a listing takes, as the ids a shopper searches by. The same map as
-- ACCEPTS_FROM (common/farms/catalog.ts): the payment methods, and the older features that say the same.
CREATE OR REPLACE FUNCTION fsf_accepts(methods text[], features text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT array_remove(ARRAY[
  CASE WHEN methods && '{snap-ebt}'::text[] OR features && '{snap-ebt}'::text[] THEN 'snap' END,
  CASE WHEN methods && '{wic}'::text[] OR features && '{wic}'::text[] THEN 'wic' END,
  CASE WHEN methods && '{fmnp}'::text[] THEN 'fmnp' END,
  CASE WHEN methods && '{incentive}'::text[] THEN 'incentive' END,
  CASE WHEN methods && '{card}'::text[] OR features && '{accepts-cards}'::text[] THEN 'card' END,
  CASE WHEN methods && '{venmo,paypal,cash-app,zelle,mobile}'::text[] THEN 'mobile' END
], NULL) $$;
--> statement-breakpoint
CREATE TABLE "shopper_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"pays_with" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Generated: every writer (the editor, imports, bulk loads) keeps it right, and adding it fills it for every listing.
ALTER TABLE "farms" ADD COLUMN "accepts" text[] GENERATED ALWAYS AS (fsf_accepts(payment_methods, features)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "shopper_preferences" ADD CONSTRAINT "shopper_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "farms_accepts_idx" ON "farms" USING gin ("accepts") WHERE status = 'published';
--> statement-breakpoint
-- The card carries "accepts" (FarmSummary, presentSummary()): migration 0018's card with it after "features". A BEFORE
-- trigger runs before generated columns are computed, so it calls fsf_accepts() itself.
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
    || ',"accepts":' || to_json(fsf_accepts(NEW.payment_methods, NEW.features))
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
DROP TRIGGER farms_card_json ON farms;
--> statement-breakpoint
CREATE TRIGGER farms_card_json BEFORE INSERT OR UPDATE OF
  slug, name, kind, city, region, lat, lng, time_zone, verified, categories, features, payment_methods,
  rating_avg, rating_count, favorite_count, card_available, updated_at
  ON farms FOR EACH ROW EXECUTE FUNCTION fsf_farm_card_json();
--> statement-breakpoint
-- Existing listings: setting a card field to itself runs the trigger.
UPDATE farms SET payment_methods = payment_methods;
