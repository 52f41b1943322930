export const tripKeys = {
  all: ['trips'] as const,
  lists: () => [...tripKeys.all, 'list'] as const,
  list: (when: 'upcoming' | 'past') => [...tripKeys.lists(), when] as const,
  detail: (id: string) => [...tripKeys.all, 'detail', id] as const,
};
