import type { StockChange } from '@common/schemas/stand-stock';
import { Button } from '@/components/ui/button';
import { timeAgo } from '@/features/farms/format';
import { useStockHistory } from '../api/stand-stock';

const TEXT = {
  who: {
    farmer: (by) => (by ? `by ${by} (farmer)` : 'by the farmer'),
    visitor: (by) => (by ? `by ${by}, a visitor` : 'by a visitor'),
    sign: () => 'at the stand’s sign',
    import: () => 'by an import',
  } satisfies Record<StockChange['source'], (by: string | null) => string>,
  line: (c: StockChange) => `${c.productName}: ${c.available ? 'in stock' : 'sold out'}${c.changed ? '' : ' (confirmed)'}`,
  loading: 'Loading the history…',
  failed: 'Couldn’t load the history.',
  empty: 'No changes yet. They show here as soon as anyone marks a product.',
  more: 'Show older changes',
};

/** Who changed what in the stand's stock, newest first: the farmer, visitors, or anyone at the sign. */
export function StockHistory({ farmId }: { farmId: number }) {
  const { data, isPending, error, fetchNextPage, hasNextPage, isFetchingNextPage } = useStockHistory(farmId);
  const items = data?.pages.flatMap((p) => p.items) ?? [];
  if (isPending) return <p className="text-stone-600">{TEXT.loading}</p>;
  if (error) return <p className="text-tomato-700">{TEXT.failed}</p>;
  if (!items.length) return <p className="text-stone-700">{TEXT.empty}</p>;
  return (
    <>
      <ul className="divide-y divide-stone-100 rounded-xl ring-1 ring-stone-200">
        {items.map((c) => (
          <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-x-3 p-3">
            <span className="font-medium text-stone-900">{TEXT.line(c)}</span>
            <span className="text-sm text-stone-600">
              {TEXT.who[c.source](c.by)} · <time dateTime={c.at}>{timeAgo(c.at)}</time>
            </span>
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <Button variant="secondary" size="sm" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          {TEXT.more}
        </Button>
      )}
    </>
  );
}
