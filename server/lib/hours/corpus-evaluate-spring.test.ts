import { corpusAgreement } from './test-corpus-agreement.js';

// Instants in one stretch of days, so each value's day spans are computed once and shared.
corpusAgreement(
  'spring',
  [
    '2026-03-28T10:00:00Z', // Sat 11:00 CET
    '2026-03-29T01:30:00Z', // Sun 03:30 CEST, an hour after the clocks went forward
    '2026-03-29T22:30:00Z', // Mon 00:30 CEST, where the library misreads ranges past midnight
    '2026-04-01T16:30:00Z', // Wed 18:30
    '2026-04-03T08:00:00Z', // Good Friday 10:00 (PH)
  ].map((s) => new Date(s)),
);
