-- earthdistance is not a trusted extension: on a managed server a superuser must create these once.
-- IF NOT EXISTS makes this a no-op (and needs no privilege) when they are already there.
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
-- intarray: a listing's schedule as an int4[] in the GiST index of near + open=now (fsf_schedule_set, decision 045).
CREATE EXTENSION IF NOT EXISTS intarray;
