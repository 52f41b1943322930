export const reviewKeys = {
  all: ['reviews'] as const,
  farm: (farmId: number) => [...reviewKeys.all, 'farm', farmId] as const,
};
