/** Query keys for the user's product alerts (one list: at most 20). */
export const alertKeys = {
  all: ['alerts'] as const,
  list: () => [...alertKeys.all, 'list'] as const,
};
