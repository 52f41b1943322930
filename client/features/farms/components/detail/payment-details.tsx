import { useTranslation } from '@/lib/i18n/react';
import type { HandleService } from '@common/payments/pay-links';
import { isBenefit } from '@common/farms/catalog';
import type { FarmDetail } from '@common/schemas/farms';
import { useCatalogLabels } from '../../catalog-labels';

// displayHandle() of common/payments/pay-links, kept here: importing that module put it in a chunk shared with the
// editor and its schemas, 31 KB more on the listing page's first load (npm run budget:check).
function displayHandle(service: HandleService, handle: string): string {
  if (service === 'venmo') return `@${handle}`;
  if (service === 'paypal') return `paypal.me/${handle}`;
  if (service === 'cash-app') return `$${handle}`;
  return /^\d{10}$/.test(handle) ? `(${handle.slice(0, 3)}) ${handle.slice(3, 6)}-${handle.slice(6)}` : handle;
}

/**
 * The stand's handles and how each benefit works there (issue 33 point 1), under its payment chips. Handles are shown,
 * not linked: a shopper pays from the stand's QR page, where the amount is known (decision 064).
 */
export function PaymentDetailsList({ farm }: { farm: FarmDetail }) {
  const { t } = useTranslation('farms');
  const labels = useCatalogLabels();
  const p = farm.payment;
  const has = (m: string) => farm.paymentMethods.includes(m as FarmDetail['paymentMethods'][number]);
  const handles: Array<[HandleService, string | null]> = [
    ['venmo', p.venmo],
    ['paypal', p.paypal],
    ['cash-app', p.cashApp],
    ['zelle', p.zelle],
  ];
  const rows: Array<[string, string]> = [
    ...handles.filter(([m, h]) => h && has(m)).map(([m, h]): [string, string] => [labels.payment(m), displayHandle(m, h!)]),
    ...(p.tapToPay && has('card') ? [[labels.payment('card'), t('paymentDetails.tapToPay')] as [string, string]] : []),
    ...(p.other && has('other') ? [[labels.payment('other'), p.other] as [string, string]] : []),
    ...farm.paymentMethods
      .filter(isBenefit)
      .map((b): [string, string] => [
        b === 'incentive' && p.incentiveProgram ? p.incentiveProgram : labels.payment(b),
        p.how[b] ?? t('paymentDetails.benefitTaken'),
      ]),
  ];
  if (!rows.length) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-stone-800">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-semibold">{k}</dt>
          <dd className="break-words">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
