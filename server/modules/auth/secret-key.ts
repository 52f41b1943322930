import crypto from 'node:crypto';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { keyFromSecret, secretBox, type SecretBox } from '../../lib/secret-box.js';
import { settingsRepository } from '../site/settings.repository.js';

/**
 * The box for secrets kept in the database. With APP_SECRET its key never touches the database; without it a
 * key is generated once and shared by every process through the database (still better than plain text in
 * backups of single tables, and the same for every process).
 */
export function lazySecretBox(db: Db, config: Config): () => Promise<SecretBox> {
  let box: Promise<SecretBox> | undefined;
  return () =>
    (box ??= (async () => {
      if (config.appSecret) return secretBox(keyFromSecret(config.appSecret));
      const stored = await settingsRepository(db).setIfAbsent('secretBoxKey', crypto.randomBytes(32).toString('base64'));
      return secretBox(Buffer.from(stored, 'base64'));
    })().catch((err) => ((box = undefined), Promise.reject(err))));
}
