CREATE TABLE "closed_warning_answers" (
	"farm_id" bigint PRIMARY KEY NOT NULL,
	"by" text NOT NULL,
	"user_id" uuid,
	"note" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_confirmations" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "listing_confirmations" ADD COLUMN "refuted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_confirmations" ADD COLUMN "refuted_by" text;--> statement-breakpoint
ALTER TABLE "closed_warning_answers" ADD CONSTRAINT "closed_warning_answers_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_warning_answers" ADD CONSTRAINT "closed_warning_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_confirmations_refuted_idx" ON "listing_confirmations" USING btree ("user_id") WHERE refuted_at IS NOT NULL;