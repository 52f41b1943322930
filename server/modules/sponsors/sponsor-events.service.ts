import type { z } from 'zod';
import type { SponsorEventSchema } from '@common/schemas/site.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { networkKey } from '../../lib/client-network.js';
import { within } from '../../lib/rate-limit.js';
import { sponsorsRepository } from './sponsors.repository.js';

/**
 * Impressions and clicks, sent anonymously by the popup: once per showing (the session id and a unique index), a
 * click only after an impression of the same showing, and at most so many per network an hour. What is refused is
 * dropped quietly (`recorded: false`), so a loop cannot inflate a sponsor's numbers.
 */
export function sponsorEventsService(db: Db) {
  const sponsors = sponsorsRepository(db);
  return {
    async record(kind: 'impression' | 'click', input: z.output<typeof SponsorEventSchema>, source: string): Promise<boolean> {
      if (!(await sponsors.findById(input.assetId))) throw notFound('errors:sponsors.unknownAsset');
      if (kind === 'click' && !(await sponsors.wasShown(input.assetId, input.placement, input.sessionId))) return false;
      if (!(await within(db, kind === 'click' ? 'sponsorClicksIp' : 'sponsorImpressionsIp', networkKey(source)))) return false;
      return sponsors.recordEvent({ ...input, kind });
    },
  };
}
