import { useTranslation } from '@/lib/i18n/react';
import { Page } from '@/components/layout/page';
import { useUser } from '@/features/auth/api/use-user';
import { ConsumerDashboard } from '@/features/dashboard/components/consumer-dashboard';
import { FarmerDashboard } from '@/features/dashboard/components/farmer-dashboard';
import { BulkMessageButton } from '@/features/messages/components/bulk-message-dialog';
import { ConfirmHoursPrompt } from '@/features/freshness/components/confirm-hours-prompt';

// This page is its own chunk (routes.tsx): the charting library loads only here.
export default function DashboardPage() {
  const { t } = useTranslation('pages');
  const { user } = useUser();
  if (!user) return null;
  const farmer = user.userType === 'farmer';
  return (
    <Page title={t('dashboard.hello', { name: user.firstName })} lead={farmer ? t('dashboard.farmerLead') : t('dashboard.consumerLead')} wide>
      {farmer && <BulkMessageButton className="mb-6" />}
      {farmer && <ConfirmHoursPrompt />}
      {farmer ? <FarmerDashboard /> : <ConsumerDashboard />}
    </Page>
  );
}
