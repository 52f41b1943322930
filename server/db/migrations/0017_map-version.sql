CREATE TABLE "farm_map_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The one row every map refresh raises (map/open-map-cache.ts reads it).
INSERT INTO "farm_map_version" ("id", "version") VALUES (true, 0);
