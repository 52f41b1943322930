export const visitKeys = {
  all: ['visits'] as const,
  /** The check-in mutation: the listing page's "Was it open?" asks after a verified one. */
  checkIn: ['visits', 'check-in'] as const,
};
