import { Bell, BellOff, LogOut } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/layout/page';
import { useLogout, useUser } from '@/features/auth/api/use-user';
import { LocationStep } from '@/features/onboarding/components/location-step';
import { NotificationPreferences } from '@/features/notifications/components/notification-preferences';
import { useEnablePush } from '@/features/push/use-enable-push';
import { disablePush } from '@/features/push/subscribe';
import { toast } from '@/components/ui/toast-store';

function Section({ title, children, description }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <section className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-1 text-sm text-stone-700">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}

export default function AccountSettingsPage() {
  const { user } = useUser();
  const [, navigate] = useLocation();
  const logout = useLogout(navigate);
  const enablePush = useEnablePush();
  if (!user) return null;
  return (
    <Page title="Account settings">
      <div className="space-y-6">
        <Section title="Account" description="Signed in as">
          <p className="font-medium">{user.firstName}</p>
          <p className="text-stone-700">{user.email}</p>
        </Section>
        <Section title="Home location" description="Used to sort stands by distance when your browser does not share its position.">
          <LocationStep userType={user.userType} />
        </Section>
        <Section title="Push notifications" description="Messages, news from stands you follow, and replies to your reviews, on this device.">
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
        </Section>
        <NotificationPreferences />
        <Section title="Sign out" description="Sign out of Farm Stand Finder on this device.">
          <Button variant="secondary" onClick={() => logout.mutate()}>
            <LogOut className="h-4 w-4" aria-hidden="true" /> Sign out
          </Button>
        </Section>
      </div>
    </Page>
  );
}
