import type { DbOrTx } from '../../db/client.js';
import type { Message } from '../../lib/i18n.js';
import { enqueueEmail } from '../../lib/mail/index.js';
import { isLanguage, type Language } from '@common/i18n/languages.js';

/**
 * Tells the account's owner, at its address, about a change to its security (ASVS 2.2.3, 2.5.5): a password,
 * an email address, two-step verification, a burst of failed sign-ins. `change` completes "…happened: <change>":
 * a key of `emails:security.changes`, said in the owner's language: the account's setting, else `lang`, the
 * language of the request that caused it (as the verification and reset emails do), else English.
 */
export const sendSecurityNotice = (
  db: DbOrTx,
  appOrigin: string,
  user: { email: string; firstName: string; language?: string | null },
  change: Message,
  lang?: Language,
) =>
  enqueueEmail(db, {
    to: user.email,
    template: 'security-notice',
    lang: isLanguage(user.language) ? user.language : lang,
    data: { firstName: user.firstName, change, url: `${appOrigin}/account-settings` },
  });
