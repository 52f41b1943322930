/** Query keys of picking conditions (issue 32 point 1), from ['picking'] down. */
export const pickingKeys = {
  all: ['picking'] as const,
  listing: (farmId: number) => [...pickingKeys.all, 'listing', farmId] as const,
};
