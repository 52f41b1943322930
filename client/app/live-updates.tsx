import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useUser } from '@/features/auth/api/use-user';
import { applyMessageEvent } from '@/features/messages/api/live';
import { applyNotificationEvent } from '@/features/notifications/api/live';
import { connectLive } from '@/lib/live-events';

/** While someone is signed in, one live connection per tab feeds messages and notifications into the cache. */
export function LiveUpdates() {
  const qc = useQueryClient();
  const { user } = useUser();
  const userId = user?.id;
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    return connectLive((e) => {
      applyMessageEvent(qc, e);
      applyNotificationEvent(qc, e);
    });
  }, [qc, userId]);
  return null;
}
