import { useTranslation } from '@/lib/i18n/react';
import type { AcceptsId } from '@common/farms/catalog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import type { FarmFilters } from '../filters';
import { usePaysWith } from '../pays-with';
import { ChipCheckboxes } from './chip-checkboxes';

/** The "Pays with" labels in the reader's language, each id spelled out for the key checker. */
export function usePaysWithLabels(): Record<AcceptsId, string> {
  const { t } = useTranslation('farms');
  return {
    snap: t('paysWith.snap'),
    wic: t('paysWith.wic'),
    fmnp: t('paysWith.fmnp'),
    incentive: t('paysWith.incentive'),
    card: t('paysWith.card'),
    mobile: t('paysWith.mobile'),
  };
}
const IDS: AcceptsId[] = ['snap', 'wic', 'fmnp', 'incentive', 'card', 'mobile'];

/**
 * "Pays with" (issue 33 point 2): only stands that take all the chosen benefits and ways to pay (`accepts=`), with a
 * one-tap "Remember this" that pre-selects them next time (on the account, or in this browser when signed out).
 */
export function PaysWithFilter({ filters, update }: { filters: Pick<FarmFilters, 'accepts'>; update: (patch: Partial<FarmFilters>) => void }) {
  const { t } = useTranslation('farms');
  const labels = usePaysWithLabels();
  const { value: saved, save } = usePaysWith();
  const chosen = filters.accepts;
  const same = saved !== null && saved.length === chosen.length && chosen.every((x) => saved.includes(x));
  const store = (list: string[]) =>
    save(list).catch((err: unknown) => toast({ title: t('paysWith.saveFailed'), description: errorMessage(err), variant: 'error' }));
  return (
    <div>
      <ChipCheckboxes
        legend={t('paysWith.legend')}
        options={IDS.map((id) => ({ id, label: labels[id] }))}
        value={chosen}
        onChange={(accepts) => update({ accepts })}
        size="sm"
      />
      {saved !== null && (chosen.length > 0 || saved.length > 0) && (
        <div className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-stone-700" aria-live="polite">
          {same ? (
            <>
              <span>{t('paysWith.remembered')}</span>
              <Button variant="ghost" size="sm" onClick={() => void store([])}>
                {t('paysWith.forget')}
              </Button>
            </>
          ) : (
            chosen.length > 0 && (
              <Button variant="ghost" size="sm" onClick={() => void store(chosen)}>
                {t('paysWith.remember')}
              </Button>
            )
          )}
        </div>
      )}
    </div>
  );
}
