export const reviewKeys = {
  all: ['reviews'] as const,
  mine: () => [...reviewKeys.all, 'mine'] as const,
  farm: (farmId: number) => [...reviewKeys.all, 'farm', farmId] as const,
};
