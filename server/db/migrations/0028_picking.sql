CREATE TABLE "picking_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" bigint NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid,
	"by" text NOT NULL,
	"condition" text NOT NULL,
	"note" text,
	"hours_from" text,
	"hours_until" text,
	"local_date" date NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"distance_m" double precision,
	"counted" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "picking_reports" ADD CONSTRAINT "picking_reports_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_reports" ADD CONSTRAINT "picking_reports_product_id_farm_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."farm_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_reports" ADD CONSTRAINT "picking_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "picking_reports_day_idx" ON "picking_reports" USING btree ("product_id","user_id","local_date");--> statement-breakpoint
CREATE INDEX "picking_reports_farm_idx" ON "picking_reports" USING btree ("farm_id","reported_at" DESC NULLS LAST);--> statement-breakpoint
-- A listing's picking now, one row per product (decision 062): the newest word that still counts (a visitor's for 3
-- days, the farmer's for 7), where a visitor's word never overrides the farmer's of the same local day; with the
-- number of visitors whose word counts. Read by the listing's page, search's picking=good, the map and the cards.
CREATE OR REPLACE FUNCTION fsf_picking_current(p_farm bigint, p_at timestamptz)
RETURNS TABLE (product_id uuid, condition text, source text, reported_at timestamptz, note text, hours_from text, hours_until text, local_date date, visitors int)
LANGUAGE sql STABLE AS $$
  SELECT DISTINCT ON (r.product_id) r.product_id, r.condition, r.by, r.reported_at, r.note, r.hours_from, r.hours_until, r.local_date,
    (SELECT count(*)::int FROM picking_reports v WHERE v.product_id = r.product_id AND v.by = 'visitor' AND v.counted
       AND v.reported_at > p_at - interval '3 days' AND v.reported_at <= p_at)
  FROM picking_reports r
  WHERE r.farm_id = p_farm AND r.counted AND r.reported_at <= p_at
    AND r.reported_at > p_at - CASE WHEN r.by = 'farmer' THEN interval '7 days' ELSE interval '3 days' END
    AND (r.by = 'farmer' OR NOT EXISTS (
      SELECT 1 FROM picking_reports o WHERE o.product_id = r.product_id AND o.by = 'farmer' AND o.local_date = r.local_date AND o.reported_at <= p_at))
  ORDER BY r.product_id, r.reported_at DESC
$$;
