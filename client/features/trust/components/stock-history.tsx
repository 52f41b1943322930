import type { StockChange } from '@common/schemas/stand-stock';
import { Button } from '@/components/ui/button';
import { timeAgo } from '@/features/farms/format';
import { useStockHistory } from '../api/stand-stock';

const WHO: Record<StockChange['source'], (by: string | null) => string> = {
  farmer: (by) => (by ? `by ${by} (farmer)` : 'by the farmer'),
  visitor: (by) => (by ? `by ${by}, a visitor` : 'by a visitor'),
  sign: () => 'at the stand’s sign',
  import: () => 'by an import',
};

const line = (c: StockChange) => `${c.productName}: ${c.available ? 'in stock' : 'sold out'}${c.changed ? '' : ' (confirmed)'}`;

/** Who changed what in the stand's stock, newest first: the farmer, visitors, or anyone at the sign. */
export function StockHistory({ farmId }: { farmId: number }) {
  const { data, isPending, error, fetchNextPage, hasNextPage, isFetchingNextPage } = useStockHistory(farmId);
  const items = data?.pages.flatMap((p) => p.items) ?? [];
  if (isPending) return <p className="text-stone-600">Loading the history…</p>;
  if (error) return <p className="text-tomato-700">Couldn’t load the history.</p>;
  if (!items.length) return <p className="text-stone-700">No changes yet. They show here as soon as anyone marks a product.</p>;
  return (
    <>
      <ul className="divide-y divide-stone-100 rounded-xl ring-1 ring-stone-200">
        {items.map((c) => (
          <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-x-3 p-3">
            <span className="font-medium text-stone-900">{line(c)}</span>
            <span className="text-sm text-stone-600">
              {WHO[c.source](c.by)} · <time dateTime={c.at}>{timeAgo(c.at)}</time>
            </span>
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <Button variant="secondary" size="sm" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          Show older changes
        </Button>
      )}
    </>
  );
}
