CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"user_type" text NOT NULL,
	"onboarding_completed" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	"home_label" text,
	"home_lat" double precision,
	"home_lng" double precision,
	"units" text DEFAULT 'mi' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"source" text DEFAULT 'banner' NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"path" text NOT NULL,
	"referrer" text,
	"user_id" uuid,
	"visitor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"expiration_time" bigint,
	"user_agent" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"link_url" text NOT NULL,
	"media_type" text NOT NULL,
	"image_url" text,
	"video_url" text,
	"aspect_ratio" text DEFAULT 'rectangle' NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"theme" text DEFAULT 'light' NOT NULL,
	"cta_text" text DEFAULT 'Learn More' NOT NULL,
	"placement" text DEFAULT 'popup' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sponsor_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"asset_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"placement" text NOT NULL,
	"session_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_map_cells" (
	"level" smallint NOT NULL,
	"cx" integer NOT NULL,
	"cy" integer NOT NULL,
	"n" integer NOT NULL,
	"sum_lat" double precision NOT NULL,
	"sum_lng" double precision NOT NULL,
	"min_mx" integer NOT NULL,
	"max_mx" integer NOT NULL,
	"min_my" integer NOT NULL,
	"max_my" integer NOT NULL,
	"any_id" bigint NOT NULL,
	CONSTRAINT "farm_map_cells_level_cx_cy_pk" PRIMARY KEY("level","cx","cy")
);
--> statement-breakpoint
CREATE TABLE "farm_map_schedule_cells" (
	"level" smallint NOT NULL,
	"cx" integer NOT NULL,
	"cy" integer NOT NULL,
	"schedule_id" bigint NOT NULL,
	"n" integer NOT NULL,
	"sum_lat" double precision NOT NULL,
	"sum_lng" double precision NOT NULL,
	"min_mx" integer NOT NULL,
	"max_mx" integer NOT NULL,
	"min_my" integer NOT NULL,
	"max_my" integer NOT NULL,
	"any_id" bigint NOT NULL,
	CONSTRAINT "farm_map_schedule_cells_level_cx_cy_schedule_id_pk" PRIMARY KEY("level","cx","cy","schedule_id")
);
--> statement-breakpoint
CREATE TABLE "farm_open_intervals" (
	"schedule_id" bigint NOT NULL,
	"during" "tstzrange" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" bigint NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"price_cents" integer,
	"unit" text,
	"note" text,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_schedules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "farm_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"opening_hours" text NOT NULL,
	"time_zone" text NOT NULL,
	"country" text NOT NULL,
	"region" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "farms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" uuid,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"kind" text DEFAULT 'stand' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"opening_hours" text,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"payment_methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"phone" text,
	"website" text,
	"email" text,
	"source" text,
	"external_id" text,
	"schedule_id" bigint,
	"search_tsv" "tsvector",
	"available_products" text[] DEFAULT '{}'::text[] NOT NULL,
	"mx" integer GENERATED ALWAYS AS (least(16777215, greatest(0, floor((lng + 180.0) / 360.0 * 16777216)))::integer) STORED,
	"my" integer GENERATED ALWAYS AS (least(16777215, greatest(0, floor((1 - ln(tan(radians(least(85.0511287798, greatest(-85.0511287798, lat)))) + 1 / cos(radians(least(85.0511287798, greatest(-85.0511287798, lat))))) / pi()) / 2 * 16777216)))::integer) STORED,
	"map_cell" bigint,
	"rating_avg" real,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"favorite_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"farm_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumb_key" text NOT NULL,
	"medium_key" text NOT NULL,
	"large_key" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_files" (
	"key" text PRIMARY KEY NOT NULL,
	"photo_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"report" jsonb,
	"error" text,
	"started_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_events" ADD CONSTRAINT "sponsor_events_asset_id_sponsor_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."sponsor_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_open_intervals" ADD CONSTRAINT "farm_open_intervals_schedule_id_farm_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."farm_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_products" ADD CONSTRAINT "farm_products_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farms" ADD CONSTRAINT "farms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_photos" ADD CONSTRAINT "farm_photos_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_photos" ADD CONSTRAINT "farm_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_lower_idx" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_token_idx" ON "newsletter_subscribers" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "page_views_time_idx" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "page_views_path_time_idx" ON "page_views" USING btree ("path","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_events_once_idx" ON "sponsor_events" USING btree ("asset_id","kind","placement","session_id");--> statement-breakpoint
CREATE INDEX "sponsor_events_asset_time_idx" ON "sponsor_events" USING btree ("asset_id","created_at");--> statement-breakpoint
CREATE INDEX "farm_map_schedule_cells_read_idx" ON "farm_map_schedule_cells" USING btree ("level","schedule_id","cx","cy");--> statement-breakpoint
CREATE INDEX "farm_open_intervals_during_idx" ON "farm_open_intervals" USING gist ("during");--> statement-breakpoint
CREATE INDEX "farm_open_intervals_schedule_idx" ON "farm_open_intervals" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "farm_products_farm_idx" ON "farm_products" USING btree ("farm_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "farm_schedules_key_idx" ON "farm_schedules" USING btree ("key");--> statement-breakpoint
CREATE INDEX "farm_schedules_valid_idx" ON "farm_schedules" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "farm_search_terms_trgm_idx" ON "farm_search_terms" USING gist ("term" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "farms_owner_idx" ON "farms" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "farms_status_idx" ON "farms" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "farms_source_external_idx" ON "farms" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "farms_earth_idx" ON "farms" USING gist (fsf_earth("lat", "lng")) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "farms_point_idx" ON "farms" USING gist (point("lng", "lat")) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "farms_search_idx" ON "farms" USING gin ("search_tsv") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "farms_name_idx" ON "farms" USING btree (lower("name"),"id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "farms_rating_idx" ON "farms" USING btree (coalesce("rating_avg", 0) DESC,"rating_count" DESC,"id" DESC) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "farms_updated_idx" ON "farms" USING btree ("updated_at" DESC,"id" DESC) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "farms_map_cell_idx" ON "farms" USING btree ("map_cell") WHERE map_cell IS NOT NULL;--> statement-breakpoint
CREATE INDEX "farm_photos_farm_idx" ON "farm_photos" USING btree ("farm_id","position");--> statement-breakpoint
CREATE INDEX "photo_files_photo_idx" ON "photo_files" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "import_runs_started_idx" ON "import_runs" USING btree ("started_at");