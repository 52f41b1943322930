CREATE TABLE "listing_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"note" text NOT NULL,
	"phone" text,
	"website" text,
	"status" text DEFAULT 'open' NOT NULL,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"open" boolean NOT NULL,
	"hours_said_open" boolean NOT NULL,
	"distance_m" double precision,
	"had" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"sold_out" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_report_voices" (
	"report_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"merged_into_id" bigint,
	"resolution_note" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"owner_reply" text,
	"owner_replied_at" timestamp with time zone,
	"reporter_count" integer DEFAULT 0 NOT NULL,
	"last_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stand_sign_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"farm_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"farm_id" bigint NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"available" boolean NOT NULL,
	"changed" boolean NOT NULL,
	"source" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_confirmations" ADD CONSTRAINT "listing_confirmations_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_confirmations" ADD CONSTRAINT "listing_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_report_voices" ADD CONSTRAINT "listing_report_voices_report_id_listing_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."listing_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_report_voices" ADD CONSTRAINT "listing_report_voices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_merged_into_id_farms_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."farms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_sign_tokens" ADD CONSTRAINT "stand_sign_tokens_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_product_id_farm_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."farm_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_claims_open_idx" ON "listing_claims" USING btree ("farm_id","user_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "listing_claims_status_idx" ON "listing_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_confirmations_day_idx" ON "listing_confirmations" USING btree ("farm_id","user_id","local_date");--> statement-breakpoint
CREATE INDEX "listing_confirmations_closed_idx" ON "listing_confirmations" USING btree ("farm_id","answered_at") WHERE NOT open AND hours_said_open;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_report_voices_idx" ON "listing_report_voices" USING btree ("report_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_open_idx" ON "listing_reports" USING btree ("farm_id","kind") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "listing_reports_status_idx" ON "listing_reports" USING btree ("status","last_reported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stand_sign_tokens_current_idx" ON "stand_sign_tokens" USING btree ("farm_id") WHERE retired_at IS NULL;--> statement-breakpoint
CREATE INDEX "stock_changes_farm_idx" ON "stock_changes" USING btree ("farm_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);