import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import * as schema from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import { accountRepository } from './account.repository.js';

/**
 * What deleting an account does to each table that points at `users` (docs/product.md §5 and the privacy policy):
 * - erase: the rows go (sessions, favorites, trips, visits, push subscriptions…);
 * - unlink: the rows stay, no longer tied to the person (the column becomes null);
 * - keep: the rows stay linked to the anonymised account, shown as "Deleted user" (reviews and messages stay
 *   so that conversations and ratings make sense; listings are unpublished by the service).
 * account-data.test.ts fails for a table that points at users and is missing here: decide, then add it.
 */
export const ON_ACCOUNT_DELETE: Record<string, 'erase' | 'unlink' | 'keep'> = {
  sessions: 'erase',
  account_tokens: 'erase',
  two_factor: 'erase',
  recovery_codes: 'erase',
  login_challenges: 'erase',
  login_networks: 'erase',
  push_subscriptions: 'erase',
  favorites: 'erase',
  visits: 'erase',
  trips: 'erase',
  user_achievements: 'erase',
  review_reports: 'erase',
  // A deleted account writes no more reviews: what held its next one back goes with it.
  review_tombstones: 'erase',
  // A review stays (the listing's rating and the farmer's reply keep their meaning), by "Deleted user".
  reviews: 'keep',
  // Conversations and messages stay for the other person, from "Deleted user" (privacy policy).
  conversations: 'keep',
  conversation_members: 'keep',
  messages: 'keep',
  bulk_messages: 'keep',
  user_blocks: 'erase',
  listing_mutes: 'erase',
  notifications: 'erase',
  notification_preferences: 'erase',
  live_events: 'erase',
  email_unsubscribe_tokens: 'erase',
  // Product alerts are the person's own wishes (their deliveries cascade with them).
  product_alerts: 'erase',
  // A replayed answer may quote what the user sent: gone with them.
  idempotency_keys: 'erase',
  farms: 'keep',
  farm_photos: 'unlink',
  import_runs: 'unlink',
  page_views: 'unlink',
  // What an admin did stays on record, under the email copied at the time.
  audit_log: 'unlink',
  // Posts are the team's, signed "The Farm Stand Finder team": they outlive their author's account.
  blog_posts: 'unlink',
  // An ambassador's application, code and credits go with the account (credits cascade with the application).
  ambassador_applications: 'erase',
  // A referred farmer who leaves stays counted for the ambassador, as "a deleted account".
  referrals: 'unlink',
  // What the person wrote to support is theirs: it goes too.
  support_messages: 'erase',
  // Trust (docs/product.md §9): a visitor's answers and their part in reports go with them; the stock history keeps
  // the change as "a visitor"; a report keeps its outcome when the admin who resolved it leaves.
  listing_confirmations: 'erase',
  // The owner's or an admin's answer to a closed warning stays with the listing; who wrote it is forgotten.
  closed_warning_answers: 'unlink',
  listing_report_voices: 'erase',
  // A visitor's word on the picking goes with them, like their "Was it open?" answers (decision 062).
  picking_reports: 'erase',
  // A sale at the honor box is the stand's record; the farmer who marked it "not received" is forgotten (decision 064).
  stand_sales: 'unlink',
  stock_changes: 'unlink',
  listing_reports: 'unlink',
  // A farmer's claims go with them (and so do those answered by an admin who leaves: the audit log keeps the answer).
  listing_claims: 'erase',
  // "I pay with SNAP" is the person's own choice (decision 069).
  shopper_preferences: 'erase',
  // Open-data API keys are the person's credentials (decision 036).
  api_keys: 'erase',
};

/** Columns never exported, even to their owner: credentials and the hashes that stand for them. */
const SECRET_COLUMN = /hash|secret|token/i;
const SECRET_TABLE_COLUMNS: Record<string, string[]> = { sessions: ['id'], account_tokens: ['id'], login_challenges: ['id'] };
/**
 * The person's own record is exported through the user presenter; farms through the listing presenter; notification
 * choices as every type on every channel of the registry (decision 060), defaults included.
 */
const EXPORTED_ELSEWHERE = new Set(['farms', 'notification_preferences']);

export interface UserLink {
  table: PgTable;
  name: string;
  column: PgColumn;
}

/** Every column of the schema that references users.id, found from the schema itself: new tables join in. */
export function userLinks(): UserLink[] {
  const links: UserLink[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      if (getTableConfig(ref.foreignTable).name !== 'users' || ref.foreignColumns[0]?.name !== 'id') continue;
      links.push({ table: value, name: config.name, column: ref.columns[0] });
    }
  }
  return links;
}

/** The user's rows of every linked table, without secrets, keyed by table name. */
export async function exportLinkedRows(db: DbOrTx, userId: string) {
  const repo = accountRepository(db);
  const out: Record<string, unknown[]> = {};
  for (const { name, column } of userLinks()) {
    if (EXPORTED_ELSEWHERE.has(name)) continue;
    const rows = await repo.linkedRows(name, column.name, userId);
    const hidden = new Set(SECRET_TABLE_COLUMNS[name] ?? []);
    const cleaned = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !hidden.has(k) && !SECRET_COLUMN.test(k))));
    out[name] = [...(out[name] ?? []), ...cleaned];
  }
  return out;
}

/** Applies ON_ACCOUNT_DELETE to every linked table (inside the caller's transaction). */
export async function detachLinkedRows(tx: DbOrTx, userId: string) {
  const repo = accountRepository(tx);
  for (const { name, column } of userLinks()) {
    const policy = ON_ACCOUNT_DELETE[name];
    if (!policy) throw new Error(`ON_ACCOUNT_DELETE has no rule for ${name}.${column.name}`);
    if (policy === 'erase') await repo.eraseLinkedRows(name, column.name, userId);
    if (policy === 'unlink') await repo.unlinkLinkedRows(name, column.name, userId);
  }
}
