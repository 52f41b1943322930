import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@/lib/live-events';
import { notificationKeys } from './keys';

/** Any live event may move a badge: the list and the counts refetch (two small queries). */
export function applyNotificationEvent(qc: QueryClient, e: LiveEvent) {
  if (e.kind === 'notification' || e.kind === 'notifications_read' || e.kind === 'resync') void qc.invalidateQueries({ queryKey: notificationKeys.all });
  else if (e.kind === 'message' || e.kind === 'read') void qc.invalidateQueries({ queryKey: notificationKeys.unread() });
}
