import { useTranslation } from '@/lib/i18n/react';
import { Bell, BellOff, LogOut } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/layout/page';
import { NotificationPreferences } from '@/features/notifications/components/notification-preferences';
import { toast } from '@/components/ui/toast-store';
import { useLogout, useUser } from '@/features/auth/api/use-user';
import { AccountTypeSection } from '@/features/auth/components/settings/account-type-section';
import { DataSection, DeleteAccountSection } from '@/features/auth/components/settings/data-section';
import { EmailSection } from '@/features/auth/components/settings/email-section';
import { PasswordSection } from '@/features/auth/components/settings/password-section';
import { ProfileSection } from '@/features/auth/components/settings/profile-section';
import { SessionsSection } from '@/features/auth/components/settings/sessions-section';
import { SettingsSection } from '@/features/auth/components/settings/settings-section';
import { TwoFactorSection } from '@/features/auth/components/settings/two-factor-section';
import { LocationStep } from '@/features/onboarding/components/location-step';
import { disablePush } from '@/features/push/subscribe';
import { useEnablePush } from '@/features/push/use-enable-push';
import { AlertsSection } from '@/features/alerts/components/alerts-section';
import { ApiKeysSection } from '@/features/api-keys/components/api-keys-section';
import { PaysWithSettings } from '@/features/farms/components/pays-with-settings';

export default function AccountSettingsPage() {
  const { t } = useTranslation('pages');
  const { user } = useUser();
  const [, navigate] = useLocation();
  const logout = useLogout(navigate);
  const enablePush = useEnablePush();
  if (!user) return null;
  const savedPosition = t('accountSettings.savedPosition');
  return (
    <Page title={t('accountSettings.title')}>
      <div className="space-y-6">
        <ProfileSection user={user} />
        <AccountTypeSection user={user} />
        <EmailSection user={user} />
        <PasswordSection />
        <TwoFactorSection />
        <SettingsSection
          id="home"
          title={t('accountSettings.home')}
          description={user.home ? t('accountSettings.homeNow', { place: user.home.label ?? savedPosition }) : t('accountSettings.homeHint')}
        >
          <LocationStep userType={user.userType} />
        </SettingsSection>
        <SettingsSection id="pays-with" title={t('accountSettings.paysWith')} description={t('accountSettings.paysWithHint')}>
          <PaysWithSettings />
        </SettingsSection>
        <SettingsSection id="push" title={t('accountSettings.push')} description={t('accountSettings.pushHint')}>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => enablePush.mutate()} disabled={enablePush.isPending}>
              <Bell className="h-4 w-4" aria-hidden="true" /> {t('accountSettings.pushOn')}
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                disablePush()
                  .then(() => toast({ title: t('accountSettings.pushOffTitle'), description: t('accountSettings.pushOffBody') }))
                  .catch(() => toast({ title: t('accountSettings.failed'), variant: 'error' }))
              }
            >
              <BellOff className="h-4 w-4" aria-hidden="true" /> {t('accountSettings.pushOff')}
            </Button>
          </div>
        </SettingsSection>
        <NotificationPreferences />
        <AlertsSection />
        <ApiKeysSection />
        <SessionsSection />
        <DataSection />
        <SettingsSection id="sign-out" title={t('accountSettings.signOut')} description={t('accountSettings.signOutHint')}>
          <Button variant="secondary" onClick={() => logout.mutate()}>
            <LogOut className="h-4 w-4" aria-hidden="true" /> {t('accountSettings.signOut')}
          </Button>
        </SettingsSection>
        <DeleteAccountSection isFarmer={user.userType === 'farmer'} />
      </div>
    </Page>
  );
}
