ALTER TABLE "farm_products" ADD COLUMN "available_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "farm_products" ADD COLUMN "available_source" text DEFAULT 'farmer' NOT NULL;--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "hours_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "hours_confirmed_by" text;--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "stock_updated_at" timestamp with time zone;--> statement-breakpoint
-- Existing data: a product's availability dates from its last edit; an owner's hours from the listing's last save;
-- imported hours stay unconfirmed until the next import reads the source's check date.
UPDATE "farm_products" p SET "available_updated_at" = p."updated_at",
  "available_source" = CASE WHEN f."owner_id" IS NULL AND f."source" IS NOT NULL THEN 'import' ELSE 'farmer' END
  FROM "farms" f WHERE f."id" = p."farm_id";--> statement-breakpoint
UPDATE "farms" SET "hours_confirmed_at" = "updated_at", "hours_confirmed_by" = 'owner' WHERE "owner_id" IS NOT NULL AND "opening_hours" IS NOT NULL;--> statement-breakpoint
UPDATE "farms" f SET "stock_updated_at" = s.at FROM (SELECT "farm_id", max("updated_at") AS at FROM "farm_products" GROUP BY "farm_id") s WHERE s."farm_id" = f."id";
