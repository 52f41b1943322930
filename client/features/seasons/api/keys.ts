/** Query keys of usual seasons (issue 32 point 2), from ['seasons'] down. */
export const seasonKeys = {
  all: ['seasons'] as const,
  listing: (farmId: number) => [...seasonKeys.all, 'listing', farmId] as const,
};
