import { onEvent } from '../../lib/events/index.js';
import { withValues } from '../../lib/errors.js';
import { notify } from './notify.js';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The farmer's end-of-day summary of a self-service stand (issue 33 point 4): in-app, push, email per their choices. */
export const ownerOnSalesDaySummary = onEvent('sales.daySummary', 'notifications.sales-day-summary', async (event, { tx }) => {
  await notify(tx, {
    userId: event.ownerId,
    type: 'sales_summary',
    title: withValues('push:salesSummary.title', { farm: event.farmName }),
    body:
      event.count === 0
        ? withValues('push:salesSummary.none', { refuted: event.refuted })
        : withValues('push:salesSummary.body', {
            count: event.count,
            said: dollars(event.saidPaidCents),
            prices: dollars(event.priceTotalCents),
            refuted: event.refuted,
          }),
    url: `/sales?id=${event.farmId}`,
    data: { farmId: event.farmId, day: event.day },
  });
});
