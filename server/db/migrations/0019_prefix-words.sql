CREATE INDEX "farm_search_terms_prefix_idx" ON "farm_search_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "farms_earth_search_idx" ON "farms" USING gist (fsf_earth("lat", "lng"),"search_tsv") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "farms_earth_available_idx" ON "farms" USING gist (fsf_earth("lat", "lng"),"available_tsv") WHERE status = 'published';--> statement-breakpoint
-- A typed prefix is now expanded from the vocabulary (search/text-search.ts), so it must hold every word a listing can
-- be found by: it gains those it skipped (with other characters than letters and digits, such as 'self-serv', or
-- longer than 40) and the words of available products.
INSERT INTO farm_search_terms (term)
SELECT DISTINCT t FROM farms, unnest(tsvector_to_array(coalesce(search_tsv, ''::tsvector) || coalesce(available_tsv, ''::tsvector))) AS t
WHERE length(t) >= 2
ON CONFLICT DO NOTHING;
