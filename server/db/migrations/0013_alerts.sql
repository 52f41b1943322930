CREATE TABLE "product_alert_deliveries" (
	"alert_id" bigint NOT NULL,
	"farm_id" bigint NOT NULL,
	"day" date NOT NULL,
	"notification_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_alert_deliveries_alert_id_farm_id_day_pk" PRIMARY KEY("alert_id","farm_id","day")
);
--> statement-breakpoint
CREATE TABLE "product_alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"product" text NOT NULL,
	"query" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"place_label" text NOT NULL,
	"radius" double precision NOT NULL,
	"unit" text NOT NULL,
	"radius_m" double precision NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "available_tsv" "tsvector";--> statement-breakpoint
ALTER TABLE "product_alert_deliveries" ADD CONSTRAINT "product_alert_deliveries_alert_id_product_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."product_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_alert_deliveries" ADD CONSTRAINT "product_alert_deliveries_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_alert_deliveries" ADD CONSTRAINT "product_alert_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_alerts" ADD CONSTRAINT "product_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_alert_deliveries_farm_idx" ON "product_alert_deliveries" USING btree ("farm_id");--> statement-breakpoint
CREATE INDEX "product_alerts_user_idx" ON "product_alerts" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_alerts_token_idx" ON "product_alerts" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "product_alerts_earth_idx" ON "product_alerts" USING gist (fsf_earth("lat", "lng"));--> statement-breakpoint
CREATE INDEX "farms_available_idx" ON "farms" USING gin ("available_tsv") WHERE status = 'published';--> statement-breakpoint
-- Existing listings: the words of the products marked available now (AVAILABLE_TSV_SQL in farms/hours/open-intervals.ts).
UPDATE "farms" f SET "available_tsv" = to_tsvector('pg_catalog.english'::regconfig, coalesce((SELECT string_agg(p."name", ' ') FROM "farm_products" p WHERE p."farm_id" = f."id" AND p."available"), ''));
