import { useTranslation } from '@/lib/i18n/react';
import { BENEFITS, PAYMENT_METHODS, isBenefit } from '@common/farms/catalog';
import { displayHandle, normalizeHandle, payLink, type HandleService } from '@common/payments/pay-links';
import { Field } from '@/components/ui/input';
import { useCatalogLabels } from '../../catalog-labels';
import { ChipCheckboxes } from '../chip-checkboxes';
import type { SectionProps } from './basics-section';
import type { PaymentDraft } from './editor-state';
import { EditorSection } from './form-controls';

const SNAP = 'snap-ebt';
const withSnap = (features: string[], on: boolean) => [...features.filter((f) => f !== SNAP), ...(on ? [SNAP] : [])];
const HANDLES: Array<{ method: HandleService; key: 'venmo' | 'paypal' | 'cashApp' | 'zelle' }> = [
  { method: 'venmo', key: 'venmo' },
  { method: 'paypal', key: 'paypal' },
  { method: 'cash-app', key: 'cashApp' },
  { method: 'zelle', key: 'zelle' },
];

/**
 * How the stand takes money and which food benefits (issue 33 point 1): each ticked service asks for its handle and
 * previews the very link a shopper will open (decision 065); each benefit may say how it works at this stand.
 */
export function PaymentSection({ state, set, errors }: SectionProps) {
  const { t } = useTranslation('farms');
  const labels = useCatalogLabels();
  const methods = state.features.includes(SNAP) && !state.paymentMethods.includes(SNAP) ? [...state.paymentMethods, SNAP] : state.paymentMethods;
  const setMethods = (paymentMethods: string[]) => set({ paymentMethods, features: withSnap(state.features, paymentMethods.includes(SNAP)) });
  const setPayment = (patch: Partial<PaymentDraft>) => set({ payment: { ...state.payment, ...patch } });
  const ways = PAYMENT_METHODS.filter((o) => !isBenefit(o.id));
  const has = (m: string) => methods.includes(m);
  // Spelled out, so the key checker sees every message.
  const words = {
    venmo: { label: t('editor.payment.handle.venmo'), rule: t('editor.payment.rule.venmo') },
    paypal: { label: t('editor.payment.handle.paypal'), rule: t('editor.payment.rule.paypal') },
    cashApp: { label: t('editor.payment.handle.cashApp'), rule: t('editor.payment.rule.cashApp') },
    zelle: { label: t('editor.payment.handle.zelle'), rule: t('editor.payment.rule.zelle') },
  };
  return (
    <EditorSection id="payment" title={t('editor.payment.title')} description={t('editor.payment.description')}>
      <ChipCheckboxes
        legend={t('editor.offer.payment')}
        options={ways.map((o) => ({ ...o, label: labels.payment(o.id) }))}
        value={methods.filter((m) => !isBenefit(m))}
        onChange={(next) => setMethods([...next, ...methods.filter(isBenefit)])}
      />
      {has('card') && (
        <label className="flex min-h-11 items-center gap-2 text-stone-800">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-600"
            checked={state.payment.tapToPay}
            onChange={(e) => setPayment({ tapToPay: e.target.checked })}
          />
          {t('editor.payment.tapToPay')}
        </label>
      )}
      {HANDLES.filter((h) => has(h.method)).map(({ method, key }) => {
        const typed = state.payment[key];
        const bare = typed.trim() ? normalizeHandle(method, typed) : null;
        const link = bare ? payLink(method, bare) : null;
        return (
          <div key={method} className="space-y-1">
            <Field
              label={words[key].label}
              value={typed}
              onChange={(e) => setPayment({ [key]: e.target.value })}
              // A handle fixed since the last save shows its preview, not the error it had then.
              error={bare ? undefined : errors[`payment.${key}`]}
              hint={words[key].rule}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              inputMode={method === 'zelle' ? 'email' : 'text'}
              maxLength={300}
            />
            {bare && (
              <p className="text-sm text-stone-700" data-testid={`pay-preview-${method}`}>
                {link ? (
                  <>
                    {t('editor.payment.preview')}{' '}
                    <a href={link} target="_blank" rel="noopener noreferrer" className="break-all font-medium text-brand-800 underline">
                      {link}
                    </a>
                  </>
                ) : (
                  t('editor.payment.zelleShown', { handle: displayHandle(method, bare) })
                )}
              </p>
            )}
          </div>
        );
      })}
      {has('other') && (
        <Field
          label={t('editor.payment.other')}
          value={state.payment.other}
          onChange={(e) => setPayment({ other: e.target.value })}
          error={errors['payment.other']}
          maxLength={120}
        />
      )}
      <ChipCheckboxes
        legend={t('editor.payment.benefits')}
        options={BENEFITS.map((id) => ({ id, label: labels.payment(id) }))}
        value={methods.filter(isBenefit)}
        onChange={(next) => setMethods([...methods.filter((m) => !isBenefit(m)), ...next])}
      />
      {has('incentive') && (
        <Field
          label={t('editor.payment.incentiveProgram')}
          value={state.payment.incentiveProgram}
          onChange={(e) => setPayment({ incentiveProgram: e.target.value })}
          placeholder={t('editor.payment.incentivePlaceholder')}
          maxLength={80}
        />
      )}
      {BENEFITS.filter(has).map((id) => (
        <Field
          key={id}
          label={t('editor.payment.how', { benefit: labels.payment(id) })}
          value={state.payment.how[id]}
          onChange={(e) => setPayment({ how: { ...state.payment.how, [id]: e.target.value } })}
          placeholder={t('editor.payment.howPlaceholder')}
          maxLength={120}
        />
      ))}
    </EditorSection>
  );
}
