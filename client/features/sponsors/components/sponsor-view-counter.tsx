import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { countPageView } from '../popup-schedule';

/**
 * Counts page views for the sponsor popup's schedule (SPEC.md 4). In the first chunk, apart from the popup (which
 * loads after the page), so no view is missed while it loads.
 */
export function SponsorViewCounter() {
  const [location] = useLocation();
  useEffect(() => {
    countPageView();
  }, [location]);
  return null;
}
