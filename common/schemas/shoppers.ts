import { z } from 'zod';
import { AcceptsSchema } from './farms.js';

/**
 * A shopper's saved "I pay with…" (issue 33 point 2, decision 069): the `accepts` ids that pre-select the "Pays with"
 * filter on /browse, /open-now, /in-season and the map when the address has none. Empty: no preference.
 */
export const PaysWithSchema = z
  .strictObject({
    paysWith: z
      .array(AcceptsSchema)
      .max(6)
      .transform((xs) => [...new Set(xs)]),
  })
  .meta({ id: 'PaysWith', description: 'The benefits and ways to pay a shopper searches by, pre-selected as `accepts=`.' });
export type PaysWith = z.output<typeof PaysWithSchema>;
export const PaysWithAnswerSchema = z.object({ paysWith: z.array(AcceptsSchema) }).meta({ id: 'PaysWithAnswer' });
