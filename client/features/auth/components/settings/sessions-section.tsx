import { useTranslation } from '@/lib/i18n/react';
import { useLocation } from 'wouter';
import { LogOut, Monitor } from 'lucide-react';
import { paths } from '@/lib/paths';
import { formatDateTime } from '@common/i18n/format';
import type { Language } from '@common/i18n/languages';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useEndAllSessions, useEndSession, useSessions } from '../../api/account-settings';
import { errorText } from '../../api/use-user';
import { deviceName } from './device-name';
import { SettingsSection } from './settings-section';

export function SessionsSection() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endAll = useEndAllSessions();
  const [, navigate] = useLocation();
  const { t, i18n } = useTranslation('auth');
  const lang = i18n.language as Language;
  const when = (at: string) => formatDateTime(new Date(at), lang);

  return (
    <SettingsSection id="sessions" title={t('sessions.title')} description={t('sessions.description')}>
      {sessions.isLoading && <Spinner label={t('sessions.loading')} />}
      <ul className="divide-y divide-stone-100">
        {sessions.data?.items.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center gap-3 py-3">
            <Monitor className="h-5 w-5 shrink-0 text-stone-500" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {deviceName(s.userAgent, t)}
                {s.current && (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{t('sessions.thisDevice')}</span>
                )}
              </p>
              <p className="text-sm text-stone-600">{t('sessions.times', { lastSeen: when(s.lastSeenAt), signedIn: when(s.createdAt) })}</p>
            </div>
            {!s.current && (
              <Button
                variant="secondary"
                size="sm"
                disabled={endOne.isPending}
                onClick={() => endOne.mutate(s.id)}
                aria-label={t('sessions.signOutDevice', { device: deviceName(s.userAgent, t) })}
              >
                {t('sessions.signOut')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        className="mt-4"
        disabled={endAll.isPending}
        onClick={() =>
          endAll.mutate(undefined, {
            onSuccess: () => {
              toast({ title: t('sessions.outEverywhere'), description: t('sessions.outEverywhereText'), variant: 'success' });
              navigate(paths.auth);
            },
            onError: (err) => toast({ title: t('actions.failed'), description: errorText(err), variant: 'error' }),
          })
        }
      >
        <LogOut className="h-4 w-4" aria-hidden="true" /> {t('sessions.signOutAll')}
      </Button>
    </SettingsSection>
  );
}
