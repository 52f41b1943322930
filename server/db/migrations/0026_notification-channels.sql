ALTER TABLE "notification_preferences" ADD COLUMN "channels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The three fixed columns become the registry's channel names (decision 060): every choice is kept.
UPDATE "notification_preferences" SET "channels" = jsonb_build_object('inApp', "in_app", 'push', "push", 'email', "email");--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP COLUMN "in_app";--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP COLUMN "push";--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP COLUMN "email";
