CREATE TABLE "stand_sales_settings" (
	"farm_id" bigint PRIMARY KEY NOT NULL,
	"summary_minute" smallint,
	"summary_sent_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stand_sales_settings" ADD CONSTRAINT "stand_sales_settings_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;