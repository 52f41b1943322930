import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../db/embedded.js';
import { createMigratedDatabase, dropDatabase } from './databases.js';

/**
 * One fresh database per test run, migrated once. TEST_DATABASE=postgres uses the server at
 * TEST_POSTGRES_URL (default: the machine's PostgreSQL on 127.0.0.1:5432); anything else starts the
 * embedded PostgreSQL in a temporary directory. Test files share the database and make their own data.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let tmp: string | undefined;
  let adminUrl: string;
  if (process.env.TEST_DATABASE === 'postgres') {
    adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  } else {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fsf-test-'));
    embedded = await startEmbeddedDatabase(tmp, undefined, { throwaway: true });
    adminUrl = embedded.url;
  }
  const name = `fsf_test_${process.pid}_${Date.now()}`;
  project.provide('databaseUrl', await createMigratedDatabase(adminUrl, name));

  return async () => {
    await dropDatabase(adminUrl, name);
    await embedded?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
