import { StandSales } from '@/features/trust/ui';

/** /sales?id=: a self-service stand's sales for its farmer (issue 33 point 4). */
export default function StandSalesPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-6">
      <StandSales />
    </div>
  );
}
