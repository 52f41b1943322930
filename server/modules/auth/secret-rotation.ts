import type { Db } from '../../db/client.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { sealedValuesRepository } from './secret-rotation.repository.js';

export interface RotationReport {
  twoFactor: number;
  emails: number;
  /** Values no key opens (sealed under a secret that is neither APP_SECRET nor APP_SECRET_PREVIOUS): left as they are. */
  unreadable: number;
}

/**
 * Re-seals every value in the database under the box's current key (APP_SECRET), opening each with whichever key
 * sealed it (APP_SECRET_PREVIOUS, or the generated key of a site that had no APP_SECRET). Safe to run again and
 * beside the running app: a value changed meanwhile is left to its writer, who already used the new key.
 */
export async function resealEverything(db: Db, box: SecretBox): Promise<RotationReport> {
  const repo = sealedValuesRepository(db);
  const report: RotationReport = { twoFactor: 0, emails: 0, unreadable: 0 };
  const reseal = (sealed: string) => {
    try {
      return box.seal(box.open(sealed));
    } catch {
      report.unreadable++;
      return null;
    }
  };
  for (const row of await repo.twoFactorSecrets()) {
    const next = reseal(row.sealed);
    if (next && (await repo.resealTwoFactor(row.userId, row.sealed, next))) report.twoFactor++;
  }
  for (const row of await repo.queuedEmailBodies()) {
    const next = reseal(row.sealed);
    if (next && (await repo.resealEmail(row.id, row.sealed, next))) report.emails++;
  }
  return report;
}
