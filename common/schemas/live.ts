import { z } from 'zod';

/**
 * GET /api/events (server-sent events). A reconnecting EventSource sends `Last-Event-ID`; a fresh one after a
 * hard failure passes `?lastEventId=`. Anything else than an event id is ignored (the stream starts from now).
 */
export const LiveQuerySchema = z.object({
  lastEventId: z
    .string()
    .optional()
    .catch(undefined)
    .meta({ description: 'The id of the last event received, when the Last-Event-ID header cannot be sent', example: '1234' }),
});
