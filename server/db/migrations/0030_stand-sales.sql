CREATE TABLE "stand_sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"items" jsonb NOT NULL,
	"price_total_cents" integer NOT NULL,
	"said_paid_cents" integer NOT NULL,
	"method" text NOT NULL,
	"device" text NOT NULL,
	"network" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refuted_at" timestamp with time zone,
	"refuted_by" uuid
);
--> statement-breakpoint
ALTER TABLE "farm_products" ADD COLUMN "quantity_on_hand" integer;--> statement-breakpoint
ALTER TABLE "stand_sales" ADD CONSTRAINT "stand_sales_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_sales" ADD CONSTRAINT "stand_sales_refuted_by_users_id_fk" FOREIGN KEY ("refuted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stand_sales_key_idx" ON "stand_sales" USING btree ("farm_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "stand_sales_farm_time_idx" ON "stand_sales" USING btree ("farm_id","created_at");--> statement-breakpoint
CREATE INDEX "stand_sales_refuted_device_idx" ON "stand_sales" USING btree ("device") WHERE refuted_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stand_sales_refuted_network_idx" ON "stand_sales" USING btree ("network") WHERE refuted_at IS NOT NULL;