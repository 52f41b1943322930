/** Query keys of the account settings screens (the key is the URL: docs/product.md §S7 default fetch). */
export const accountKeys = {
  twoFactor: ['/api/account/2fa'] as const,
  sessions: ['/api/account/sessions'] as const,
};
