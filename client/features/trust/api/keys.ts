/** Query keys of what the community says about listings, from ['trust'] down. */
export const trustKeys = {
  all: ['trust'] as const,
  listing: (farmId: number) => [...trustKeys.all, 'listing', farmId] as const,
  stand: (farmId: number, token: string) => [...trustKeys.all, 'stand', farmId, token] as const,
  sign: (farmId: number) => [...trustKeys.all, 'sign', farmId] as const,
  confirm: (farmId: number) => [...trustKeys.all, 'confirm', farmId] as const,
  history: (farmId: number) => [...trustKeys.all, 'history', farmId] as const,
  salesOf: (farmId: number) => [...trustKeys.all, 'sales', farmId] as const,
  sales: (farmId: number, period: string) => [...trustKeys.salesOf(farmId), period] as const,
};
