-- Subscriptions made before they were bound to a session cannot be told apart from a revoked device's: they go,
-- and each browser still signed in subscribes again on its next page load (client/features/push/resubscribe.ts).
DELETE FROM "push_subscriptions";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "session_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "push_session_idx" ON "push_subscriptions" USING btree ("session_id");--> statement-breakpoint
-- A rotated session (password or two-step change) keeps its row under a new id, so that its push subscriptions stay
-- (ON UPDATE CASCADE): its old id is announced as ended like a deleted one's, and streams opened with it end.
DROP TRIGGER IF EXISTS sessions_rekey_notify ON sessions;
--> statement-breakpoint
CREATE TRIGGER sessions_rekey_notify AFTER UPDATE OF id ON sessions FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION fsf_notify_session_end();
