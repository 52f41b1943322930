import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { afterIdle } from '@/lib/idle';
import { countPageView } from '../popup-schedule';

/**
 * Counts page views for the sponsor popup's schedule (docs/product.md §S4). In the first chunk, apart from the popup (which
 * loads after the page), so no view is missed while it loads.
 */
export function SponsorViewCounter() {
  const [location] = useLocation();
  // When idle (its storage write waits for nothing), and never cancelled: a quick next page still counts this one.
  // Queued before the overlays' idle check of the schedule, which therefore sees it.
  useEffect(() => void afterIdle(countPageView), [location]);
  return null;
}
