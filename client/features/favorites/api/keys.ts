export const favoriteKeys = {
  all: ['favorites'] as const,
  ids: () => [...favoriteKeys.all, 'ids'] as const,
  list: (near: string | null) => [...favoriteKeys.all, 'list', near ?? ''] as const,
};
