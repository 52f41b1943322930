import type { Freshness } from '@common/schemas/freshness';
import { availabilityUnconfirmed } from '@common/schemas/freshness';
import { timeAgo } from '@/features/farms/format';

// Every user-facing sentence about freshness in one place (issue 16 moves them into a catalogue).
const SOURCES: Record<string, string> = { osm: 'OpenStreetMap', usda: 'the USDA market directory', csv: 'an imported list' };
const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export const FRESHNESS_TEXT = {
  confirm: 'Hours still right',
  confirming: 'Confirming…',
  confirmed: 'Thanks: your hours show as confirmed today.',
  confirmHint: 'One tap tells visitors your hours are current.',
  dashboardTitle: 'Are these hours still right?',
  dashboardLead: 'Shoppers trust hours a farmer confirmed lately, and fresh listings come first at equal distance.',
  editHours: 'Edit hours',
  notConfirmedLately: 'not confirmed lately',
  markedAvailable: (ago: string) => `marked available ${ago}`,
  notAvailable: 'Not available',
};

/**
 * The listing page's sentence: who vouched for the hours and when. "Hours confirmed by the farmer 3 days ago",
 * "Hours from OpenStreetMap, last checked March 2024 — unverified".
 */
export function hoursFreshnessText(f: Freshness, source: string | null, now = new Date()): string {
  const stale = f.level === 'stale' ? ' — they may be out of date' : '';
  if (f.hoursConfirmedAt && f.hoursConfirmedBy === 'owner') return `Hours confirmed by the farmer ${timeAgo(f.hoursConfirmedAt, now)}${stale}`;
  if (f.hoursConfirmedAt && f.hoursConfirmedBy === 'visitor') return `Hours confirmed by a visitor ${timeAgo(f.hoursConfirmedAt, now)}${stale}`;
  const from = source ? `Hours from ${SOURCES[source] ?? 'an imported list'}` : 'Hours';
  if (f.hoursConfirmedAt) return `${from}, last checked ${month.format(new Date(f.hoursConfirmedAt))} — unverified`;
  return source ? `${from}, never checked — unverified` : 'Hours not confirmed by the farmer yet';
}

/** A card's short line (a card does not know the import source). */
export function shortFreshnessText(f: Freshness, now = new Date()): string {
  if (!f.hoursConfirmedAt) return 'Hours unverified';
  if (f.level === 'fresh') return `Hours confirmed ${timeAgo(f.hoursConfirmedAt, now)}`;
  return `Hours last checked ${month.format(new Date(f.hoursConfirmedAt))}`;
}

/** "marked available 2 hr. ago", and "not confirmed lately" past two weeks (PRODUCT.md 9). */
export function availabilityText(updatedAt: string, now = new Date()): { text: string; unconfirmed: boolean } {
  return { text: FRESHNESS_TEXT.markedAvailable(timeAgo(updatedAt, now)), unconfirmed: availabilityUnconfirmed(updatedAt, now) };
}
