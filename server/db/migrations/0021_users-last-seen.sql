ALTER TABLE "users" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
-- Until now the last visit was read from the live sessions only: keep what they still know.
UPDATE "users" u SET "last_seen_at" = s.last FROM (SELECT "user_id", max("last_seen_at") AS last FROM "sessions" GROUP BY "user_id") s WHERE s."user_id" = u."id";
