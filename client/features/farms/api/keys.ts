/**
 * Query keys for listings, from ['farms'] down (TkDodo's "Effective React Query Keys"): invalidate
 * farmKeys.all after a save and every list, map box and detail refetches.
 */
export const farmKeys = {
  all: ['farms'] as const,
  lists: () => [...farmKeys.all, 'list'] as const,
  list: (apiQuery: string) => [...farmKeys.lists(), apiQuery] as const,
  maps: () => [...farmKeys.all, 'map'] as const,
  map: (apiQuery: string) => [...farmKeys.maps(), apiQuery] as const,
  mine: () => [...farmKeys.all, 'mine'] as const,
  details: () => [...farmKeys.all, 'detail'] as const,
  detail: (id: number | string) => [...farmKeys.details(), String(id)] as const,
};
