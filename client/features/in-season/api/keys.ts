/** Query keys for "What's fresh near you", from ['in-season'] down (the listings of a group are a farm list). */
export const inSeasonKeys = {
  all: ['in-season'] as const,
  groups: (apiQuery: string) => [...inSeasonKeys.all, 'groups', apiQuery] as const,
};
