/**
 * Pages a non-admin can still reach when a gate is on: so admins (and people resetting passwords) can sign in.
 * docs/product.md §S4 names the first three; /verify-2fa is the second step of signing in for an admin with two-step
 * verification, and can do nothing else.
 */
const ALWAYS_OPEN = ['/auth', '/forgot-password', '/reset-password', '/verify-2fa'];

export type Gate = 'maintenance' | 'coming-soon' | null;

/** docs/product.md §S4: admins bypass both gates; maintenance takes precedence over coming-soon. */
export function gateFor({
  maintenance,
  comingSoon,
  isAdmin,
  pathname,
}: {
  maintenance: boolean;
  comingSoon: boolean;
  isAdmin: boolean;
  pathname: string;
}): Gate {
  if (isAdmin) return null;
  if (maintenance && pathname !== '/maintenance' && !ALWAYS_OPEN.includes(pathname)) return 'maintenance';
  if (!maintenance && comingSoon && pathname !== '/coming-soon' && !ALWAYS_OPEN.includes(pathname)) return 'coming-soon';
  return null;
}
