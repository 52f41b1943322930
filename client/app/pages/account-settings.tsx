import { Bell, BellOff, LogOut } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/layout/page';
import { NotificationPreferences } from '@/features/notifications/components/notification-preferences';
import { toast } from '@/components/ui/toast-store';
import { useLogout, useUser } from '@/features/auth/api/use-user';
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

export default function AccountSettingsPage() {
  const { user } = useUser();
  const [, navigate] = useLocation();
  const logout = useLogout(navigate);
  const enablePush = useEnablePush();
  if (!user) return null;
  return (
    <Page title="Account settings">
      <div className="space-y-6">
        <ProfileSection user={user} />
        <EmailSection user={user} />
        <PasswordSection />
        <TwoFactorSection />
        <SettingsSection
          id="home"
          title="Home location"
          description={
            user.home
              ? `Now: ${user.home.label ?? 'a saved position'}. Used to sort stands by distance when your browser does not share its position.`
              : 'Used to sort stands by distance when your browser does not share its position.'
          }
        >
          <LocationStep userType={user.userType} />
        </SettingsSection>
        <SettingsSection id="push" title="Push notifications" description="Messages, news from stands you follow, and replies to your reviews, on this device.">
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => enablePush.mutate()} disabled={enablePush.isPending}>
              <Bell className="h-4 w-4" aria-hidden="true" /> Turn on for this device
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                disablePush()
                  .then(() => toast({ title: 'Notifications off', description: 'This device will no longer get push notifications.' }))
                  .catch(() => toast({ title: 'Something went wrong', variant: 'error' }))
              }
            >
              <BellOff className="h-4 w-4" aria-hidden="true" /> Turn off
            </Button>
          </div>
        </SettingsSection>
        <NotificationPreferences />
        <AlertsSection />
        <ApiKeysSection />
        <SessionsSection />
        <DataSection />
        <SettingsSection id="sign-out" title="Sign out" description="Sign out of Farm Stand Finder on this device.">
          <Button variant="secondary" onClick={() => logout.mutate()}>
            <LogOut className="h-4 w-4" aria-hidden="true" /> Sign out
          </Button>
        </SettingsSection>
        <DeleteAccountSection isFarmer={user.userType === 'farmer'} />
      </div>
    </Page>
  );
}
