import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

/** The last statement of a migration (`0018_card-json`): its backfill, which tests run again on rows they reset. */
export const lastStatementOf = (migration: string): string =>
  fs
    .readFileSync(path.join(MIGRATIONS, `${migration}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .at(-1)!;
