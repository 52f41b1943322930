import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { dataDirFile, MAIN_PORT } from '../playwright.config';

/**
 * The serving app's embedded database (its DATA_DIR is written down by playwright.config.ts; the port is in the
 * postmaster.pid, as `npm run admin:create` finds it: decision 052). For set-up the API cannot do, such as time passing.
 */
async function withAppDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = fs.readFileSync(dataDirFile(MAIN_PORT), 'utf8');
  const port = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Makes an account two days old: a visitor's answer moves a listing's stock and hours only from an account older
 * than a day (issue 29 point 3, decision 033), and a test cannot wait that day.
 */
export async function ageAccount(email: string) {
  const { rowCount } = await withAppDatabase((c) =>
    c.query(`UPDATE users SET created_at = now() - interval '2 days' WHERE lower(email) = lower($1)`, [email.toLowerCase()]),
  );
  if (rowCount !== 1) throw new Error(`no account ${email} to age`);
}

/**
 * Counts a product at a stand: the honor-box checkout counts it down (issue 33 point 3). The farmer's morning count
 * (point 4) has no API yet, so the test sets it here.
 */
export async function setQuantityOnHand(farmId: number, productName: string, quantity: number) {
  const { rowCount } = await withAppDatabase((c) =>
    c.query(`UPDATE farm_products SET quantity_on_hand = $3 WHERE farm_id = $1 AND name = $2`, [farmId, productName, quantity]),
  );
  if (rowCount !== 1) throw new Error(`no product ${productName} on listing ${farmId}`);
}

/** The honor-box sales recorded for a listing, oldest first: what the farmer's sales view will read. */
export async function standSales(farmId: number) {
  const { rows } = await withAppDatabase((c) =>
    c.query<{ method: string; said_paid_cents: number; price_total_cents: number; items: Array<{ name: string; quantity: number }> }>(
      `SELECT method, said_paid_cents, price_total_cents, items FROM stand_sales WHERE farm_id = $1 ORDER BY created_at`,
      [farmId],
    ),
  );
  return rows;
}
