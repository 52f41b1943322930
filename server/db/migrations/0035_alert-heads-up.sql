CREATE TABLE "product_alert_season_notices" (
	"alert_id" bigint NOT NULL,
	"season" integer NOT NULL,
	"kind" text NOT NULL,
	"notification_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_alert_season_notices_alert_id_season_kind_pk" PRIMARY KEY("alert_id","season","kind"),
	CONSTRAINT "product_alert_season_notices_kind" CHECK ("product_alert_season_notices"."kind" IN ('heads-up', 'first-available'))
);
--> statement-breakpoint
ALTER TABLE "product_alerts" ADD COLUMN "heads_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_alert_season_notices" ADD CONSTRAINT "product_alert_season_notices_alert_id_product_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."product_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_alert_season_notices" ADD CONSTRAINT "product_alert_season_notices_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;