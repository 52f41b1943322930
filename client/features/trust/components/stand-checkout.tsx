import { useCallback, useMemo, useState } from 'react';
import { Banknote, Copy, CreditCard, ExternalLink, Minus, Plus, Wallet } from 'lucide-react';
import type { SaleMethod } from '@common/schemas/sales';
import type { StandStock } from '@common/schemas/stand-stock';
import { formatNumber, formatPrice } from '@common/i18n/format';
import { displayHandle, payLink, payNote, type HandleService } from '@common/payments/pay-links';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from '@/components/ui/button';
import { lang as langOf } from '@/features/farms';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useRecordSale, useStandSalesSender } from '../api/stand-stock';

type T = ReturnType<typeof useTranslation<'trust'>>['t'];
const methodNames = (t: T): Record<SaleMethod, string> => ({
  cash: t('checkout.method.cash'),
  check: t('checkout.method.check'),
  venmo: t('checkout.method.venmo'),
  paypal: t('checkout.method.paypal'),
  'cash-app': t('checkout.method.cash-app'),
  zelle: t('checkout.method.zelle'),
  card: t('checkout.method.card'),
  other: t('checkout.method.other'),
});
const paidHows = (t: T): Record<SaleMethod, string> => ({
  cash: t('checkout.by.cash'),
  check: t('checkout.by.check'),
  venmo: t('checkout.by.venmo'),
  paypal: t('checkout.by.paypal'),
  'cash-app': t('checkout.by.cash-app'),
  zelle: t('checkout.by.zelle'),
  card: t('checkout.by.card'),
  other: t('checkout.by.other'),
});

type Mobile = { method: SaleMethod; service: HandleService; handle: string };

/** The stand's mobile services with a handle, in the order the issue names them (issue 33 point 3). */
function mobileMethods(payment: StandStock['farm']['payment']): Mobile[] {
  const all: Array<Mobile | null> = [
    payment.venmo ? { method: 'venmo', service: 'venmo', handle: payment.venmo } : null,
    payment.paypal ? { method: 'paypal', service: 'paypal', handle: payment.paypal } : null,
    payment.cashApp ? { method: 'cash-app', service: 'cash-app', handle: payment.cashApp } : null,
    payment.zelle ? { method: 'zelle', service: 'zelle', handle: payment.zelle } : null,
  ];
  return all.filter((m): m is Mobile => m !== null);
}

/**
 * The honor-box checkout on the sign's stock page (issue 33 point 3, decision 064): the shopper counts what they took,
 * sees the total, and pays the farmer in their own app (the link carries the amount and a note) or in the box. The page
 * records what they said, never that a payment went through.
 */
export function StandCheckout({ stand, token }: { stand: StandStock; token: string }) {
  const { t, i18n } = useTranslation('trust');
  const language = langOf(i18n);
  const money = (cents: number) => formatNumber(cents / 100, language, { style: 'currency', currency: 'USD' });
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [method, setMethod] = useState<SaleMethod | null>(null);
  const [said, setSaid] = useState('');
  const [copied, setCopied] = useState(false);
  const record = useRecordSale(stand.farm.id, token);
  useStandSalesSender(
    stand.farm.id,
    token,
    useCallback(() => setSaid(t('checkout.sent')), [t]),
  );

  // For sale: in stock, priced by the farmer, and not counted down to none.
  const forSale = stand.products.filter((p) => p.available && p.priceCents !== null && (p.quantityOnHand === null || p.quantityOnHand > 0));
  const lines = forSale.filter((p) => (counts[p.id] ?? 0) > 0).map((p) => ({ product: p, quantity: counts[p.id] }));
  const total = lines.reduce((sum, l) => sum + l.quantity * (l.product.priceCents ?? 0), 0);
  const note = payNote(
    stand.farm.name,
    lines.map((l) => ({ name: l.product.name, quantity: l.quantity })),
  );
  const mobile = useMemo(() => mobileMethods(stand.farm.payment), [stand.farm.payment]);
  const takes = (m: string) => stand.farm.paymentMethods.includes(m);
  // An honor box takes cash unless the farmer listed ways to pay without it. A card is tapped on the farmer's phone at
  // the stand (tap to pay) and "other" is the farmer's own words: neither has a link (issue 33 point 1, decision 065).
  const boxMethods: SaleMethod[] = [
    ...(takes('cash') || stand.farm.paymentMethods.length === 0 ? (['cash'] as const) : []),
    ...(takes('check') ? (['check'] as const) : []),
    ...(takes('card') && stand.farm.payment.tapToPay ? (['card'] as const) : []),
    ...(takes('other') ? (['other'] as const) : []),
  ];
  const boxButtons: Partial<Record<SaleMethod, { icon: typeof Banknote; label: string }>> = {
    cash: { icon: Banknote, label: t('checkout.payingCash') },
    check: { icon: Banknote, label: t('checkout.payingCheck') },
    card: { icon: CreditCard, label: t('checkout.payingCard') },
    other: { icon: Wallet, label: t('checkout.payingOther') },
  };

  if (forSale.length === 0) return null;

  const step = (id: string, by: number, max: number) => {
    setSaid('');
    setCounts((c) => ({ ...c, [id]: Math.min(max, Math.max(0, (c[id] ?? 0) + by)) }));
  };
  const methodName = (m: SaleMethod) => methodNames(t)[m];
  /** "by Venmo", "in cash": how the shopper said they paid, in a sentence. */
  const paidHow = (m: SaleMethod) => paidHows(t)[m];

  const confirm = () => {
    if (!method || lines.length === 0) return;
    const amount = money(total);
    const items = lines.map((l) => ({ productId: l.product.id, quantity: l.quantity }));
    record.mutate(
      { items, method, saidPaidCents: total, label: t('checkout.outboxLabel', { name: stand.farm.name }) },
      {
        onSuccess: (sent) => {
          const you = t('checkout.youSaid', { amount, how: paidHow(method) });
          setSaid(sent.queued ? `${you} ${t('checkout.queued')}` : `${you} ${t('checkout.thanks')}`);
          setCounts({});
          setMethod(null);
        },
        onError: (err) => setSaid(errorMessage(err)),
      },
    );
  };

  return (
    <section aria-labelledby="checkout-title" className="mt-8 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 id="checkout-title" className="text-2xl font-semibold text-brand-900">
        {t('checkout.title')}
      </h2>
      <p className="mt-1 text-stone-700">{t('checkout.intro')}</p>
      <ul className="mt-4 divide-y divide-stone-200">
        {forSale.map((p) => {
          const n = counts[p.id] ?? 0;
          const max = Math.min(99, p.quantityOnHand ?? 99);
          return (
            <li key={p.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
              <div className="min-w-0 flex-1">
                <h3 className="text-lg font-semibold text-stone-900">{p.name}</h3>
                <p className="text-stone-700">
                  {formatPrice(p.priceCents, p.unit, language)}
                  {p.quantityOnHand !== null && <span className="text-stone-600"> · {t('checkout.left', { count: p.quantityOnHand })}</span>}
                </p>
              </div>
              <div role="group" aria-label={t('checkout.quantityOf', { name: p.name })} className="flex items-center gap-2">
                <Button
                  variant="secondary"
                  size="icon"
                  aria-label={t('checkout.less', { name: p.name })}
                  disabled={n === 0}
                  onClick={() => step(p.id, -1, max)}
                >
                  <Minus className="h-5 w-5" aria-hidden="true" />
                </Button>
                <output
                  aria-live="polite"
                  aria-label={t('checkout.quantityOf', { name: p.name })}
                  className="w-8 text-center text-xl font-semibold tabular-nums"
                >
                  {n}
                </output>
                <Button
                  variant="secondary"
                  size="icon"
                  aria-label={t('checkout.more', { name: p.name })}
                  disabled={n >= max}
                  onClick={() => step(p.id, 1, max)}
                >
                  <Plus className="h-5 w-5" aria-hidden="true" />
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 flex items-baseline justify-between border-t-2 border-stone-900 pt-3 text-xl font-semibold text-stone-900" aria-live="polite">
        <span>{t('checkout.total')}</span>
        <span className="tabular-nums" data-testid="checkout-total">
          {money(total)}
        </span>
      </p>

      {total > 0 && (
        <fieldset className="mt-6">
          <legend className="text-xl font-semibold text-brand-900">{t('checkout.how')}</legend>
          <p className="mt-1 text-sm text-stone-600">{t('checkout.noMoney')}</p>
          <ul className="mt-3 space-y-3">
            {mobile.map((m) => {
              const link = payLink(m.service, m.handle, { amountCents: total, note });
              const chosen = method === m.method;
              return (
                <li key={m.method} className={cn('rounded-xl p-3 ring-1 ring-inset', chosen ? 'bg-brand-50 ring-brand-600' : 'ring-stone-200')}>
                  {link ? (
                    <a
                      href={link}
                      target="_blank"
                      rel="noopener noreferrer"
                      onClick={() => setMethod(m.method)}
                      className="flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline"
                    >
                      <ExternalLink className="h-5 w-5 shrink-0" aria-hidden="true" />
                      {t('checkout.payWith', { amount: money(total), method: methodName(m.method) })}
                      <span className="sr-only"> {t('checkout.opensApp')}</span>
                    </a>
                  ) : (
                    <ZelleRow handle={displayHandle(m.service, m.handle)} amount={money(total)} onCopied={() => (setMethod(m.method), setCopied(true))} />
                  )}
                  {link && <p className="text-sm text-stone-600">{t('checkout.to', { handle: displayHandle(m.service, m.handle) })}</p>}
                </li>
              );
            })}
          </ul>
          {copied && (
            <p role="status" className="mt-2 text-sm font-semibold text-brand-800">
              {t('checkout.copied')}
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-3">
            {boxMethods.map((m) => {
              const { icon: Icon, label } = boxButtons[m]!;
              return (
                <Button
                  key={m}
                  variant="secondary"
                  aria-pressed={method === m}
                  onClick={() => setMethod(m)}
                  className={cn(method === m && 'ring-2 ring-brand-600')}
                >
                  <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
                  {label}
                </Button>
              );
            })}
          </div>
          {takes('other') && stand.farm.payment.other && <p className="mt-2 text-sm text-stone-700">{stand.farm.payment.other}</p>}
          {method && (
            <div className="mt-4">
              <Button size="lg" className="w-full sm:w-auto" disabled={record.isPending} onClick={confirm}>
                {t('checkout.confirm', { amount: money(total), how: paidHow(method) })}
              </Button>
            </div>
          )}
        </fieldset>
      )}
      <p role="status" aria-live="polite" className="mt-4 min-h-7 font-semibold text-brand-800">
        {said}
      </p>
    </section>
  );
}

/** Zelle has no public pay link (decision 065): its email or phone is shown to copy into the shopper's bank app. */
function ZelleRow({ handle, amount, onCopied }: { handle: string; amount: string; onCopied: () => void }) {
  const { t } = useTranslation('trust');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="font-semibold text-stone-900">{t('checkout.zelle', { amount })}</span>
      <code className="rounded bg-stone-100 px-2 py-1 text-stone-900">{handle}</code>
      <Button
        variant="ghost-brand"
        size="md-tight"
        onClick={() =>
          void navigator.clipboard
            ?.writeText(handle)
            .then(onCopied)
            .catch(() => onCopied())
        }
      >
        <Copy className="h-4 w-4" aria-hidden="true" />
        {t('checkout.copy')}
      </Button>
    </div>
  );
}
