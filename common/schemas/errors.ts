import { z } from 'zod';

/**
 * Every error answer of the API (docs/product.md §S8): a sentence that can be shown as is, and for bad input the problem
 * of each field by its path (`products.0.name`). The server's one error handler (server/plugins/errors.ts)
 * builds it; the client's request helper reads it.
 */
export const ApiErrorSchema = z
  .object({
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** The request's id (also its X-Request-Id header): what support asks for, to find its log line. */
    requestId: z.string().optional(),
  })
  .meta({
    id: 'ApiError',
    description:
      'An error: `message` can be shown as is; `fields` maps each bad input field to its problem; `requestId` names the request in the server’s logs.',
    examples: [{ message: 'name: Name is required', fields: { name: 'Name is required' } }],
  });
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;
