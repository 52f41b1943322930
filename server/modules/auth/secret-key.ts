import crypto from 'node:crypto';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { keyFromSecret, secretBox, type SecretBox } from '../../lib/secret-box.js';
import { settingsRepository } from '../../lib/settings/settings.repository.js';

/**
 * The box for secrets kept in the database. With APP_SECRET its key never touches the database; without it a
 * key is generated once and shared by every process through the database (still better than plain text in
 * backups of single tables, and the same for every process). With APP_SECRET, what the previous secret
 * (APP_SECRET_PREVIOUS) or the generated key sealed still opens, until `npm run secrets:rotate` re-seals it.
 */
export function lazySecretBox(db: Db, config: Config): () => Promise<SecretBox> {
  let box: Promise<SecretBox> | undefined;
  return () =>
    (box ??= (async () => {
      const settings = settingsRepository(db);
      if (!config.appSecret) return secretBox(Buffer.from(await settings.setIfAbsent('secretBoxKey', crypto.randomBytes(32).toString('base64')), 'base64'));
      const generated = await settings.get<string>('secretBoxKey');
      const previous: Buffer[] = [];
      if (config.appSecretPrevious) previous.push(keyFromSecret(config.appSecretPrevious));
      if (generated) previous.push(Buffer.from(generated, 'base64'));
      return secretBox(keyFromSecret(config.appSecret), previous);
    })().catch((err) => ((box = undefined), Promise.reject(err))));
}
