import type { InSeasonGroup } from '@common/schemas/in-season';
import { formatDistance } from '@/features/farms/format';

// Every user-facing sentence of /in-season in one place (issue 16 moves them into a catalogue).
export const IN_SEASON_TEXT = {
  title: 'What’s fresh near you',
  lead: (where: string | null, radius: number, unit: string) =>
    where
      ? `Products stands within ${radius} ${unit} of ${where} have marked available, most stands first.`
      : 'Products local stands have marked available, most stands first.',
  within: 'Within',
  locating: 'Finding what’s fresh near you…',
  getting: 'Getting ready…',
  needPlace: 'Enter a ZIP code or city above to see what stands near you have today.',
  denied: 'Location access denied. ',
  empty: (radius: number, unit: string) => `Nothing is marked available within ${radius} ${unit} yet.`,
  emptyHint: 'Farmers mark products as they come in. Try a wider distance, or get an alert for what you are waiting for.',
  widen: (radius: number, unit: string) => `Search within ${radius} ${unit}`,
  alertCta: 'Tell me when something comes in',
  alertFor: (product: string) => `Tell me about ${product}`,
  stands: (n: number) => `${n} ${n === 1 ? 'stand' : 'stands'}`,
  openNow: (n: number) => `${n} open now`,
  nearest: (g: InSeasonGroup, unit: 'mi' | 'km') => `nearest ${formatDistance(g.nearest.distance, unit)}, ${g.nearest.name}`,
  show: 'Show stands',
  hide: 'Hide stands',
  loadingStands: 'Loading stands',
  more: 'Show more stands',
  groupsLabel: 'Products available near you',
  error: 'Couldn’t load what’s fresh',
  retry: 'Try again',
};
