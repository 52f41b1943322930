ALTER TABLE "farms" ADD COLUMN "card_available" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "card_photo" json;--> statement-breakpoint
-- Existing listings: what a card shows, as CARD_AVAILABLE_SQL (farms/hours/hours.repository.ts) and CARD_PHOTO_SQL
-- (photos/photos.repository.ts) compute it. Only rows with an available product or a photo change.
UPDATE "farms" f SET
  "card_available" = (SELECT coalesce(json_agg(json_build_object('name', p."name", 'updatedAt', p."available_updated_at") ORDER BY p."position", p."name"), '[]'::json)
                      FROM (SELECT "name", "available_updated_at", "position" FROM "farm_products" WHERE "farm_id" = f."id" AND "available" ORDER BY "position", "name" LIMIT 6) p),
  "card_photo" = (SELECT json_build_object('id', ph."id", 'alt', ph."alt", 'width', ph."width", 'height', ph."height",
                                           'thumbKey', ph."thumb_key", 'mediumKey', ph."medium_key", 'largeKey', ph."large_key")
                  FROM "farm_photos" ph WHERE ph."farm_id" = f."id" ORDER BY ph."position", ph."created_at" LIMIT 1)
WHERE EXISTS (SELECT 1 FROM "farm_products" p WHERE p."farm_id" = f."id" AND p."available")
   OR EXISTS (SELECT 1 FROM "farm_photos" ph WHERE ph."farm_id" = f."id");
