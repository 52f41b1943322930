// Child process for embedded.test.ts: starts the embedded database, commits a row, then waits to be killed.
import pg from 'pg';
import { startEmbeddedDatabase } from '../db/embedded.js';

const [dir, value] = process.argv.slice(2);
const db = await startEmbeddedDatabase(dir);
const client = new pg.Client({ connectionString: db.url });
await client.connect();
await client.query('CREATE TABLE IF NOT EXISTS crash_test (value text NOT NULL)');
await client.query('INSERT INTO crash_test (value) VALUES ($1)', [value]);
// An open, uncommitted transaction at the moment of the kill must vanish, not corrupt anything.
await client.query('BEGIN');
await client.query("INSERT INTO crash_test (value) VALUES ('uncommitted')");
process.stdout.write('READY\n');
setInterval(() => {}, 1000);
