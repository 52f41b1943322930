DROP INDEX "farms_name_idx";--> statement-breakpoint
DROP INDEX "farms_rating_idx";--> statement-breakpoint
DROP INDEX "farms_updated_idx";--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "season_rank" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "season_turns_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "farms_season_turns_idx" ON "farms" USING btree ("season_turns_at") WHERE season_turns_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "farms_name_idx" ON "farms" USING btree ("season_rank",lower("name"),"id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "farms_rating_idx" ON "farms" USING btree ("season_rank",coalesce("rating_avg", 0) DESC,"rating_count" DESC,"id" DESC) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "farms_updated_idx" ON "farms" USING btree ("season_rank","updated_at" DESC,"id" DESC) WHERE status = 'published';--> statement-breakpoint
-- Every listing with hours is due: the farms.refresh-seasons job works its rank out on its first run (decision 054).
UPDATE "farms" SET "season_turns_at" = now() WHERE "opening_hours" IS NOT NULL;
