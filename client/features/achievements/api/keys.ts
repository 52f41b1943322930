export const achievementKeys = {
  all: ['achievements'] as const,
};
