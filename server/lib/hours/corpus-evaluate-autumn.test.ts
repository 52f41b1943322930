import { corpusAgreement } from './test-corpus-agreement.js';

// Instants in one stretch of days, so each value's day spans are computed once and shared.
corpusAgreement(
  'autumn',
  [
    '2026-10-25T00:30:00Z', // Sun 02:30 CEST, the first of the two 02:30s
    '2026-10-25T01:30:00Z', // Sun 02:30 CET, the second one
    '2026-10-27T11:00:00Z', // Tue 12:00 CET
    '2026-10-31T15:30:00Z', // Sat 16:30, around sunset
    '2026-11-01T09:00:00Z', // Sun 10:00, All Saints' Day (PH in Baden-Württemberg)
  ].map((s) => new Date(s)),
);
