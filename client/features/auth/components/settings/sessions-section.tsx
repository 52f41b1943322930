import { useLocation } from 'wouter';
import { LogOut, Monitor } from 'lucide-react';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useEndAllSessions, useEndSession, useSessions } from '../../api/account-settings';
import { errorText } from '../../api/use-user';
import { deviceName } from './device-name';
import { SettingsSection } from './settings-section';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function SessionsSection() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endAll = useEndAllSessions();
  const [, navigate] = useLocation();

  return (
    <SettingsSection
      id="sessions"
      title="Where you are signed in"
      description="Sign out a device you no longer use, or everywhere at once if you think someone else has access."
    >
      {sessions.isLoading && <Spinner label="Loading your devices" />}
      <ul className="divide-y divide-stone-100">
        {sessions.data?.items.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center gap-3 py-3">
            <Monitor className="h-5 w-5 shrink-0 text-stone-500" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {deviceName(s.userAgent)}
                {s.current && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">This device</span>}
              </p>
              <p className="text-sm text-stone-600">
                Last active {when.format(new Date(s.lastSeenAt))} · signed in {when.format(new Date(s.createdAt))}
              </p>
            </div>
            {!s.current && (
              <Button
                variant="secondary"
                size="sm"
                disabled={endOne.isPending}
                onClick={() => endOne.mutate(s.id)}
                aria-label={`Sign out ${deviceName(s.userAgent)}`}
              >
                Sign out
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
              toast({ title: 'Signed out everywhere', description: 'Every device, this one too, now needs your password.', variant: 'success' });
              navigate(paths.auth);
            },
            onError: (err) => toast({ title: 'Something went wrong', description: errorText(err), variant: 'error' }),
          })
        }
      >
        <LogOut className="h-4 w-4" aria-hidden="true" /> Sign out everywhere
      </Button>
    </SettingsSection>
  );
}
