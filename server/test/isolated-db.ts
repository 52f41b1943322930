import { afterAll, inject } from 'vitest';
import { createMigratedDatabase, dropDatabase } from './databases.js';

/**
 * A database of its own, on the run's test server, for a test whose job queue must not be shared: test files run
 * in parallel, and one file's job runner would otherwise work (or crash in the middle of) another file's jobs.
 */
export async function createIsolatedDatabase(label: string): Promise<string> {
  const base = new URL(inject('databaseUrl'));
  const name = `${base.pathname.slice(1)}_${label}`;
  const url = await createMigratedDatabase(base.toString(), name);
  afterAll(() => dropDatabase(base.toString(), name));
  return url;
}
