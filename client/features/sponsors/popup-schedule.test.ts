import { describe, expect, it } from 'vitest';
import { shouldShowSponsor } from './popup-schedule';

const now = Date.UTC(2026, 10, 22, 12);
const base = { views: 3, minViews: 3, lastShownAt: null, shownThisSession: false, now };

describe('sponsor popup schedule (docs/product.md §S4)', () => {
  it('waits for 3 page views', () => {
    expect(shouldShowSponsor({ ...base, views: 2 })).toBe(false);
    expect(shouldShowSponsor(base)).toBe(true);
  });
  it('shows at most once an hour', () => {
    expect(shouldShowSponsor({ ...base, lastShownAt: now - 59 * 60_000 })).toBe(false);
    expect(shouldShowSponsor({ ...base, lastShownAt: now - 3600_000 })).toBe(false);
    expect(shouldShowSponsor({ ...base, lastShownAt: now - 3600_001 })).toBe(true);
  });
  it('shows at most once a session', () => {
    expect(shouldShowSponsor({ ...base, shownThisSession: true })).toBe(false);
  });
});
