import type { DbOrTx } from '../../db/client.js';
import { farmsRepository as farms } from './farms.repository.js';

/**
 * What other modules may ask of the listings farms keeps, and no more (eslint.config.js: a module's repository is its
 * own; other modules ask its service; decision 059): a listing's row read, read and locked for a change in the
 * caller's transaction, or updated. A new need is a line here, where farms sees it.
 */
export const farmsRepository = (db: DbOrTx): Pick<ReturnType<typeof farms>, 'find' | 'findForUpdate' | 'products' | 'update'> => farms(db);
