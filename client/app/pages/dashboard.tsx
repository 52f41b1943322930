import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { PageCodeUnavailable } from '@/lib/lazy-module';
import { Page } from '@/components/layout/page';
import { useUser } from '@/features/auth/api/use-user';
import { ConsumerDashboard } from '@/features/dashboard/components/consumer-dashboard';
import { BulkMessageButton } from '@/features/messages/components/bulk-message-dialog';
import { ConfirmHoursPrompt } from '@/features/freshness/components/confirm-hours-prompt';

// The farmer's half, with the charting library, is a chunk of its own: the consumer's half is kept for offline
// (precached: vite.config.ts), the farmer's needs a connection.
const FarmerDashboard = lazy(() =>
  import('@/features/dashboard/components/farmer-dashboard').then(
    (m) => ({ default: m.FarmerDashboard }),
    (err: unknown) => {
      throw new PageCodeUnavailable('The farmer dashboard could not be loaded', { cause: err });
    },
  ),
);

export default function DashboardPage() {
  const { t } = useTranslation('pages');
  const { user } = useUser();
  if (!user) return null;
  const farmer = user.userType === 'farmer';
  return (
    <Page title={t('dashboard.hello', { name: user.firstName })} lead={farmer ? t('dashboard.farmerLead') : t('dashboard.consumerLead')} wide>
      {farmer && <BulkMessageButton className="mb-6" />}
      {farmer && <ConfirmHoursPrompt />}
      {farmer ? (
        <Suspense fallback={null}>
          <FarmerDashboard />
        </Suspense>
      ) : (
        <ConsumerDashboard />
      )}
    </Page>
  );
}
