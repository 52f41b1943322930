import { useTranslation } from '@/lib/i18n/react';
import { Bell, BellOff } from 'lucide-react';
import { useMute, useSetMuted } from '../api/mute';

/** Under a stand's bulk message: stop (or resume) its messages to followers without unfollowing. */
export function MuteToggle({ farmId, farmName }: { farmId: number; farmName: string }) {
  const { data } = useMute(farmId);
  const set = useSetMuted(farmId, farmName);
  const { t } = useTranslation('messages');
  if (!data) return null;
  const Icon = data.muted ? Bell : BellOff;
  return (
    <button
      type="button"
      onClick={() => set.mutate(!data.muted)}
      disabled={set.isPending}
      className="mt-1 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-xs font-medium text-brand-800 hover:bg-brand-50"
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {data.muted ? t('mute.unmute', { farm: farmName }) : t('mute.mute', { farm: farmName })}
    </button>
  );
}
