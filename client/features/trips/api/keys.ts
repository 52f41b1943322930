export const tripKeys = {
  all: ['trips'] as const,
  list: (when: 'upcoming' | 'past') => [...tripKeys.all, 'list', when] as const,
  detail: (id: string) => [...tripKeys.all, 'detail', id] as const,
};
