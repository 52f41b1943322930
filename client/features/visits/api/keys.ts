export const visitKeys = {
  all: ['visits'] as const,
};
