import type { DbOrTx } from '../../db/client.js';
import { enqueueEmail } from '../../lib/mail/index.js';

/**
 * Tells the account's owner, at its address, about a change to its security (ASVS 2.2.3, 2.5.5): a password,
 * an email address, two-step verification, a burst of failed sign-ins. `change` completes "…happened: <change>".
 */
export const sendSecurityNotice = (db: DbOrTx, appOrigin: string, user: { email: string; firstName: string }, change: string) =>
  enqueueEmail(db, { to: user.email, template: 'security-notice', data: { firstName: user.firstName, change, url: `${appOrigin}/account-settings` } });
