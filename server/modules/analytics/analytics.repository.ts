import type { Db } from '../../db/client.js';
import { pageViews } from '../../db/schema/index.js';

export async function insertPageView(db: Db, view: { path: string; referrer: string | null; visitorId: string | null; userId: string | null }) {
  await db.insert(pageViews).values(view);
}
