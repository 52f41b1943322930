import { useTranslation } from '@/lib/i18n/react';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { usePaysWith } from '../pays-with';
import { ChipCheckboxes } from './chip-checkboxes';
import { usePaysWithLabels } from './pays-with-filter';

const IDS = ['snap', 'wic', 'fmnp', 'incentive', 'card', 'mobile'] as const;

/** Account settings: "I pay with…", saved as it is tapped; it pre-selects "Pays with" in searches (decision 069). */
export function PaysWithSettings() {
  const { t } = useTranslation('farms');
  const labels = usePaysWithLabels();
  const { value, save } = usePaysWith();
  return (
    <ChipCheckboxes
      legend={t('paysWith.legend')}
      hideLegend
      options={IDS.map((id) => ({ id, label: labels[id] }))}
      value={value ?? []}
      onChange={(list) => void save(list).catch((err: unknown) => toast({ title: t('paysWith.saveFailed'), description: errorMessage(err), variant: 'error' }))}
    />
  );
}
