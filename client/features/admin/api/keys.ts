/**
 * Query keys of the admin console, from ['admin'] down: invalidate adminKeys.list(endpoint) after a change and the
 * table's pages, a row's stats and a post all refetch. The imports and the audit log keep their URL as their key.
 */
export const adminKeys = {
  all: ['admin'] as const,
  list: (endpoint: string) => [...adminKeys.all, endpoint] as const,
  page: (endpoint: string, params: string) => [...adminKeys.list(endpoint), params] as const,
  /** One row's figures over the last `days` (a sponsor's views and clicks). */
  stats: (endpoint: string, id: string, days: number) => [...adminKeys.list(endpoint), id, 'stats', days] as const,
  post: (endpoint: string, id: string | null) => [...adminKeys.list(endpoint), 'post', id] as const,
  preview: (endpoint: string, markdown: string) => [...adminKeys.list(`${endpoint}/preview`), markdown] as const,
  /** Background jobs that failed for good. */
  deadJobs: () => [...adminKeys.all, 'jobs'] as const,
  /** The key is the URL (the default query function fetches it). */
  imports: () => ['/api/admin/imports'] as const,
  auditLogs: () => ['/api/admin/audit-log'] as const,
  auditLog: (action: string, q: string) => [...adminKeys.auditLogs(), action, q] as const,
};
