import type { z } from 'zod';
import type { PageViewSchema } from '@common/schemas/site.js';
import type { Db } from '../../db/client.js';
import { networkKey } from '../../lib/client-network.js';
import { within } from '../../lib/rate-limit.js';
import { insertPageView } from './analytics.repository.js';

/** First-party page views: no third-party script; they feed the admin and farmer charts. */
export function analyticsService(db: Db) {
  return {
    /**
     * Records a page view unless it repeats the visitor's last few seconds or passes the per-visitor or per-network
     * limits: then it is dropped quietly (a beacon has nobody to tell), and the charts cannot be inflated by a loop.
     */
    async recordPageView(input: z.output<typeof PageViewSchema>, { userId, source }: { userId: string | null; source: string }): Promise<boolean> {
      const path = input.path.split('?')[0];
      const network = networkKey(source);
      const visitor = userId ?? input.visitorId ?? `ip:${network}`;
      if (!(await within(db, 'pageViewRepeat', `${visitor}:${path}`))) return false;
      if (!(await within(db, 'pageViewsVisitor', visitor))) return false;
      if (!(await within(db, 'pageViewsIp', network))) return false;
      await insertPageView(db, { path, referrer: input.referrer ?? null, visitorId: input.visitorId ?? null, userId });
      return true;
    },
  };
}
