import { TodaysStock } from '@/features/trust/ui';

/** /stock: the farmer's "Today's stock", two taps from home (issue 34). */
export default function TodaysStockPage() {
  return (
    <div className="mx-auto max-w-xl px-4 pb-16 pt-6">
      <TodaysStock />
    </div>
  );
}
