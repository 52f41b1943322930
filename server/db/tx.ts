import type { Db } from './client.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or an open transaction: code that records an event runs in the caller's transaction. */
export type DbOrTx = Db | Tx;
