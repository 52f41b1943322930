import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/react';
import { useLocation } from 'wouter';
import { CloudOff, RefreshCw, Send } from 'lucide-react';
import { formatClockTime } from '@common/i18n/format';
import type { Language } from '@common/i18n/languages';
import { Button } from '@/components/ui/button';
import { useUserQuery } from '@/features/auth';
import { flushOutbox } from '@/lib/offline/outbox';
import { dismissOutboxItem, useOutbox, useOutboxSender } from '@/lib/offline/outbox-store';
import { setSavedOwner } from '@/lib/offline/owner';
import { resetPageStatus, usePageStatus } from '@/lib/offline/page-status';
import { applyUpdate, useUpdateReady } from '@/lib/offline/service-worker';
import { useOfflineText } from '../strings';

/**
 * Under the header, only when there is something to say: the page is a saved copy (and how old), the page needs
 * a connection, actions are waiting to send, or a new release is ready (decision 022).
 */
export default function OfflineBar() {
  const qc = useQueryClient();
  const user = useUserQuery();
  const userId = user.data?.id ?? null;
  const [location] = useLocation();
  const status = usePageStatus();
  const updateReady = useUpdateReady();
  const { i18n } = useTranslation();

  // Whoever is signed in owns the saved pages: another user (or nobody) and the previous one's go. This, the outbox
  // and the page status never wait for the bar's words, which load beside them.
  useEffect(() => void i18n.loadNamespaces('offline'), [i18n]);
  useEffect(() => {
    if (user.isSuccess) void setSavedOwner(userId).catch(() => undefined);
  }, [user.isSuccess, userId]);
  useEffect(() => resetPageStatus(), [location]);
  const refresh = useCallback(() => void qc.invalidateQueries(), [qc]);
  useOutboxSender(userId, refresh);

  const offline = !status.online || status.savedAt !== null;
  return (
    <div aria-live="polite" className="empty:hidden">
      <Suspense fallback={null}>
        {offline && <OfflineNotice savedAt={status.savedAt} needsNetwork={status.needsNetwork} />}
        {userId && <Outbox userId={userId} online={status.online} />}
        {updateReady && <UpdateReady />}
      </Suspense>
    </div>
  );
}

function UpdateReady() {
  const t = useOfflineText();
  return (
    <Strip>
      <RefreshCw className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 flex-1">{t.updateReady}</span>
      <Button size="sm" variant="secondary" onClick={applyUpdate}>
        {t.updateNow}
      </Button>
    </Strip>
  );
}

const Strip = ({ children, tone = 'plain' }: { children: ReactNode; tone?: 'plain' | 'warn' }) => (
  <div className={tone === 'warn' ? 'bg-sun/25 text-stone-900' : 'bg-brand-50 text-stone-900'}>
    <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2 text-sm">{children}</div>
  </div>
);

function OfflineNotice({ savedAt, needsNetwork }: { savedAt: number | null; needsNetwork: boolean }) {
  const t = useOfflineText();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const text = savedAt !== null ? t.savedAgo(t.ago(now - savedAt)) : needsNetwork ? t.needsNetwork : t.offline;
  return (
    <Strip tone="warn">
      <CloudOff className="h-4 w-4 shrink-0" aria-hidden="true" />
      <p role="status" className="min-w-0 flex-1">
        {text}
      </p>
    </Strip>
  );
}

function Outbox({ userId, online }: { userId: string; online: boolean }) {
  const items = useOutbox();
  const t = useOfflineText();
  const lang = useTranslation().i18n.language as Language;
  // The phone's own time zone: when the reader queued the action, on their clock.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [open, setOpen] = useState(false);
  if (items.length === 0) return null;
  const failed = items.filter((i) => i.state === 'failed');
  const waiting = items.length - failed.length;
  return (
    <Strip>
      <Send className="h-4 w-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        {waiting > 0 && t.waiting(waiting)}
        {waiting > 0 && failed.length > 0 && ' · '}
        {failed.length > 0 && t.failed(failed.length)}
      </p>
      {online && waiting > 0 && (
        <Button size="sm" variant="secondary" onClick={() => void flushOutbox(userId)}>
          {t.sendNow}
        </Button>
      )}
      <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t.hideDetails : t.showDetails}
      </Button>
      {open && (
        <div className="basis-full">
          {waiting > 0 && <p className="text-stone-700">{t.waitingHint}</p>}
          <ul className="mt-1 divide-y divide-stone-200">
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <span className="font-medium">{item.label}</span>
                <span className="text-stone-700">
                  {formatClockTime(new Date(item.createdAt), timeZone, lang)} · {item.state === 'failed' ? `${t.notSent}: ${item.error}` : t.waitingToSend}
                </span>
                {item.state === 'failed' && (
                  <Button size="sm" variant="ghost" onClick={() => void dismissOutboxItem(item.id)}>
                    {t.dismiss}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Strip>
  );
}
