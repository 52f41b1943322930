import type { PickingCondition } from '@common/schemas/picking';

/** One colour per picking, the same on the listing's badge and the map pin's ring (decision 062): green is good to go. */
export const PICKING_TONE: Record<PickingCondition, { badge: string; ring: string }> = {
  excellent: { badge: 'bg-brand-700 text-white', ring: '#15803d' },
  good: { badge: 'bg-brand-100 text-brand-900 ring-1 ring-inset ring-brand-300', ring: '#4ade80' },
  fair: { badge: 'bg-amber-100 text-amber-900 ring-1 ring-inset ring-amber-300', ring: '#f59e0b' },
  'picked-over': { badge: 'bg-tomato-700 text-white', ring: '#b91c1c' },
  'done-for-season': { badge: 'bg-stone-200 text-stone-800', ring: '#78716c' },
};
