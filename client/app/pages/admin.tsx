import { useTranslation } from '@/lib/i18n/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, Page } from '@/components/layout/page';
import { useTwoFactorStatus } from '@/features/auth/api/two-factor';
import { useUser } from '@/features/auth/api/use-user';
import { TwoFactorSection } from '@/features/auth/components/settings/two-factor-section';
import { AdminConsole } from '@/features/admin/components/admin-console';

export default function AdminPage() {
  const { t } = useTranslation('pages');
  const { user } = useUser();
  const twoFactor = useTwoFactorStatus();
  // Once led to set up two-step verification, stay until the admin opens the console: the recovery codes shown
  // when it turns on must not vanish under the console.
  const [settingUp, setSettingUp] = useState(false);
  if (twoFactor.data && !twoFactor.data.enabled && !settingUp) setSettingUp(true);
  if (user?.userType !== 'admin') {
    return (
      <Page title={t('admin.only')}>
        <EmptyState
          icon={<ShieldAlert className="h-8 w-8" aria-hidden="true" />}
          title={t('admin.noAccess')}
          actions={
            <Button asChild>
              <Link href={paths.dashboard}>{t('admin.dashboard')}</Link>
            </Button>
          }
        >
          <p>{t('admin.noAccessBody')}</p>
        </EmptyState>
      </Page>
    );
  }
  if (!twoFactor.data) return <Spinner label={t('admin.loading')} />;
  if (settingUp) return <SecondFactorFirst ready={twoFactor.data.enabled} onOpen={() => setSettingUp(false)} />;
  return <AdminConsole />;
}

/** The server refuses the console to an admin without two-step verification (ASVS level 2): set it up right here. */
function SecondFactorFirst({ ready, onOpen }: { ready: boolean; onOpen: () => void }) {
  const { t } = useTranslation('pages');
  return (
    <Page title={t('admin.title')} lead={t('admin.lead')}>
      <div className="space-y-6">
        {ready ? (
          <div role="status" className="flex flex-wrap items-center gap-4 rounded-3xl bg-brand-50 p-5 ring-1 ring-brand-200 sm:p-6">
            <ShieldCheck className="h-6 w-6 shrink-0 text-brand-800" aria-hidden="true" />
            <p className="min-w-0 flex-1 text-stone-800">{t('admin.ready')}</p>
            <Button onClick={onOpen}>{t('admin.open')}</Button>
          </div>
        ) : (
          <div role="note" className="flex gap-4 rounded-3xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:p-6">
            <ShieldCheck className="mt-0.5 h-6 w-6 shrink-0 text-amber-800" aria-hidden="true" />
            <div className="space-y-2 text-stone-800">
              <h2 className="text-lg font-semibold text-stone-900">{t('admin.setUpTitle')}</h2>
              <p>{t('admin.setUpBody')}</p>
            </div>
          </div>
        )}
        <TwoFactorSection />
      </div>
    </Page>
  );
}
