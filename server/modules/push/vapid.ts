import webpush from 'web-push';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { settingsRepository } from '../../lib/settings/settings.repository.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * VAPID keys from the environment, or generated once and kept in the database: every process (and every
 * restart) must sign with the same key, or browsers' existing subscriptions stop working.
 */
export async function loadVapidKeys(db: Db, config: Config): Promise<VapidKeys> {
  if (config.vapid.publicKey && config.vapid.privateKey) {
    return { publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey };
  }
  return settingsRepository(db).setIfAbsent<VapidKeys>('vapidKeys', webpush.generateVAPIDKeys());
}
