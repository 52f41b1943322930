/** Query keys of usual seasons (issue 32 points 2 and 4), from ['seasons'] down. */
export const seasonKeys = {
  all: ['seasons'] as const,
  listing: (farmId: number) => [...seasonKeys.all, 'listing', farmId] as const,
  comingUp: (placeQuery: string) => [...seasonKeys.all, 'coming-up', placeQuery] as const,
  calendar: (placeQuery: string) => [...seasonKeys.all, 'calendar', placeQuery] as const,
};
