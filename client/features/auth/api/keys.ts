/**
 * Query keys of signing in and the account screens. Each key is the URL it fetches (the default query function
 * fetches the key: docs/product.md §S7), so a key is also where its data comes from.
 */
export const authKeys = {
  user: ['/api/user'] as const,
  /** A sign-in waiting for its second factor (the /verify-2fa page). */
  pendingLogin: ['/api/login/verify-2fa'] as const,
};

export const accountKeys = {
  twoFactor: ['/api/account/2fa'] as const,
  sessions: ['/api/account/sessions'] as const,
};
