-- Every deleted session (sign out, sign out everywhere, password change or reset, suspension, role change, account
-- deletion, the cleanup of expired ones) is announced on fsf_session_end with its id, at commit, to every app
-- process: the live-event streams opened with that session end at once (server/modules/live/live.hub.ts).
CREATE OR REPLACE FUNCTION fsf_notify_session_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fsf_session_end', OLD.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_end_notify ON sessions;
--> statement-breakpoint
CREATE TRIGGER sessions_end_notify AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION fsf_notify_session_end();
