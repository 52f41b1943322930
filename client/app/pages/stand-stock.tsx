import { StandStockView } from '@/features/trust/components/stand-stock-view';

/** /farm/{id}/stock/{token}: opened from the QR code on a self-service stand's sign. */
export default function StandStockPage({ params }: { params: { id: string; token: string } }) {
  return (
    <div className="mx-auto max-w-xl px-4 pb-16 pt-6">
      <StandStockView farmId={Number(params.id)} token={params.token} />
    </div>
  );
}
