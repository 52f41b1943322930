import { BellPlus } from 'lucide-react';
import type { FarmDetail } from '@common/schemas/farms';
import { useAlertText } from '../alert-text';
import { CreateAlertDialog } from './create-alert-dialog';

/** Beside a product a listing does not have today: an alert for it around this stand. */
export function TellMeButton({ farm, product }: { farm: Pick<FarmDetail, 'name' | 'lat' | 'lng'>; product: string }) {
  const ALERT_TEXT = useAlertText();
  return (
    <CreateAlertDialog
      product={product}
      radius={5}
      place={{ near: `${farm.lat.toFixed(5)},${farm.lng.toFixed(5)}`, label: farm.name }}
      trigger={
        <button
          type="button"
          className="mt-1 inline-flex min-h-9 items-center gap-1.5 rounded-lg text-left text-sm font-semibold text-brand-800 hover:underline"
        >
          <BellPlus className="h-4 w-4" aria-hidden="true" />
          {ALERT_TEXT.tellMe}
          <span className="sr-only">: {product}</span>
        </button>
      }
    />
  );
}
