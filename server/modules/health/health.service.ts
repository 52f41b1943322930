import type { Db } from '../../db/client.js';
import { pingDatabase } from './health.repository.js';

/** Whether the database answers (the readiness check): throws when it does not. */
export const checkDatabase = (db: Db) => pingDatabase(db);
