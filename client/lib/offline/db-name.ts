/** The phone's offline database (db.ts opens it; the page checks for it without loading idb). */
export const OFFLINE_DB = 'fsf-offline';
