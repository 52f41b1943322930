export const dashboardKeys = {
  all: ['dashboard'] as const,
  farmerStats: (days: number) => [...dashboardKeys.all, 'farmer-stats', days] as const,
  favoriteUpdates: () => [...dashboardKeys.all, 'favorite-updates'] as const,
};
