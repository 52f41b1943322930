import { CalendarCheck } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from '@/components/ui/button';
import { useConfirmHours } from '../api/confirm-hours';

/** The owner's one tap: a toast thanks them, and the note beside it (FreshnessNote) shows the new date at once. */
export function ConfirmHoursButton({ farmId, farmName, size = 'sm' }: { farmId: number; farmName?: string; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('freshness');
  const confirm = useConfirmHours(farmId);
  return (
    <Button
      variant="secondary"
      size={size}
      onClick={() => confirm.mutate()}
      disabled={confirm.isPending}
      aria-label={farmName ? t('confirmFor', { name: farmName }) : undefined}
    >
      <CalendarCheck className="h-4 w-4" aria-hidden="true" />
      {confirm.isPending ? t('confirming') : t('confirm')}
    </Button>
  );
}
