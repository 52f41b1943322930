import { CalendarCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useConfirmHours } from '../api/confirm-hours';
import { FRESHNESS_TEXT } from '../freshness-text';

/** The owner's one tap; the note beside it (FreshnessNote) shows the new date at once. */
export function ConfirmHoursButton({ farmId, farmName, size = 'sm' }: { farmId: number; farmName?: string; size?: 'sm' | 'md' }) {
  const confirm = useConfirmHours(farmId);
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        onClick={() => confirm.mutate()}
        disabled={confirm.isPending}
        aria-label={farmName ? `${FRESHNESS_TEXT.confirm}: ${farmName}` : undefined}
      >
        <CalendarCheck className="h-4 w-4" aria-hidden="true" />
        {confirm.isPending ? FRESHNESS_TEXT.confirming : FRESHNESS_TEXT.confirm}
      </Button>
      <span role="status" className="sr-only">
        {confirm.isSuccess ? FRESHNESS_TEXT.confirmed : ''}
      </span>
    </>
  );
}
