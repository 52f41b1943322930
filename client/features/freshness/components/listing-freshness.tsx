import type { FarmDetail } from '@common/schemas/farms';
import { useUser } from '@/features/auth';
import { ConfirmHoursButton } from './confirm-hours-button';
import { FreshnessNote } from './freshness-note';

/** Under a listing's hours: how fresh they are, and for its farmer the one-tap confirmation. */
export function ListingFreshness({ farm }: { farm: FarmDetail }) {
  const { user } = useUser();
  const isOwner = Boolean(user && farm.owner?.id === user.id);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <FreshnessNote freshness={farm.freshness} source={farm.owner ? null : farm.source} />
      {isOwner && farm.openingHours && farm.freshness.level !== 'fresh' && <ConfirmHoursButton farmId={farm.id} />}
    </div>
  );
}
