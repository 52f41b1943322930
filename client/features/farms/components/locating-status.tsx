import { LocateFixed } from 'lucide-react';
import { FarmCardSkeleton } from './farm-card';

/** While a "near me" page waits for the phone's position (useNearPlace): what it is doing, in the results' shape. */
export function LocatingStatus({ label }: { label: string }) {
  return (
    <div>
      <p role="status" className="mb-3 flex items-center gap-2 text-sm font-medium text-stone-700">
        <LocateFixed className="h-4 w-4 text-brand-700" aria-hidden="true" />
        {label}
      </p>
      <div className="grid gap-3" aria-hidden="true">
        <FarmCardSkeleton />
        <FarmCardSkeleton />
      </div>
    </div>
  );
}
