import { paths } from '@/lib/paths';

export const ADMIN_TAB_IDS = [
  'overview',
  'users',
  'listings',
  'reviews',
  'reports',
  'claims',
  'sponsors',
  'blog',
  'ambassadors',
  'newsletter',
  'support',
  'audit',
  'jobs',
  'outbox',
  'settings',
  'import',
] as const;
export type AdminTabId = (typeof ADMIN_TAB_IDS)[number];

/** A section of the console as a URL: /admin?tab=blog&post=new. */
export const adminHref = (tab: AdminTabId, extra?: Record<string, string>) => `${paths.admin}?${new URLSearchParams({ tab, ...extra })}`;
