import { z } from 'zod';
import { MyClaimSchema } from './claims.js';
import { ClosedAnswerSchema, ClosedWarningOwnerAnswerSchema } from './closed-warning.js';
import { MyConfirmationSchema } from './confirmations.js';
import { OpenReportSchema } from './listing-reports.js';

/**
 * What visitors and the community say about a listing right now (GET /api/farms/{id}/trust): the closed
 * warning, open reports, the viewer's own answer today and, for an imported listing, whether it can be claimed.
 */
export const ListingTrustSchema = z.object({
  /**
   * Different visitors (on different networks) who found it closed in the last 24 h while its hours said open (shown
   * from 2), with the owner's answer to this warning, if any: public.
   */
  closedWarning: z.object({ visitors: z.number(), latestAt: z.string(), ownerAnswer: ClosedWarningOwnerAnswerSchema.nullable() }).nullable(),
  /** Who said it was closed, for the listing's owner and admins; null for everyone else (decision 049). */
  closedAnswers: z.array(ClosedAnswerSchema).nullable(),
  openReports: z.array(OpenReportSchema),
  myConfirmation: MyConfirmationSchema.nullable(),
  /** Imported and unowned: a farmer may ask to take it over. */
  claimable: z.boolean(),
  myClaim: MyClaimSchema.nullable(),
});
export type ListingTrust = z.infer<typeof ListingTrustSchema>;
