import { useTranslation } from '@/lib/i18n/react';
import { CATEGORIES, FEATURES } from '@common/farms/catalog';
import { Field } from '@/components/ui/input';
import { useCatalogLabels } from '../../catalog-labels';
import { ChipCheckboxes } from '../chip-checkboxes';
import type { SectionProps } from './basics-section';
import { EditorSection } from './form-controls';

const SNAP = 'snap-ebt';
const withSnap = (features: string[], on: boolean) => [...features.filter((f) => f !== SNAP), ...(on ? [SNAP] : [])];

export function OfferSection({ state, set, errors }: SectionProps) {
  const { t } = useTranslation('farms');
  const labels = useCatalogLabels();
  return (
    <EditorSection id="offer" title={t('editor.offer.title')} description={t('editor.offer.description')}>
      <ChipCheckboxes
        legend={t('editor.offer.categories')}
        options={CATEGORIES.map((o) => ({ ...o, label: labels.category(o.id) }))}
        value={state.categories}
        onChange={(categories) => set({ categories })}
      />
      {errors.categories && (
        <p className="-mt-3 text-sm font-medium text-tomato-700" role="alert">
          {errors.categories}
        </p>
      )}
      {/* SNAP/EBT is a way to pay and a feature shoppers filter on: the farmer ticks it once, under payment
          (payment-section.tsx), and the listing carries both (issue 34 point 10). */}
      <ChipCheckboxes
        legend={t('editor.offer.features')}
        options={FEATURES.filter((o) => o.id !== SNAP).map((o) => ({ ...o, label: labels.feature(o.id) }))}
        value={state.features}
        onChange={(features) => set({ features: withSnap(features, state.features.includes(SNAP)) })}
      />
    </EditorSection>
  );
}

export function ContactSection({ state, set, errors }: SectionProps) {
  const { t } = useTranslation('farms');
  return (
    <EditorSection id="contact" title={t('editor.contact.title')} description={t('editor.contact.description')}>
      <Field
        label={t('editor.contact.phone')}
        type="tel"
        value={state.phone}
        onChange={(e) => set({ phone: e.target.value })}
        error={errors.phone}
        autoComplete="tel"
        maxLength={40}
      />
      <Field
        label={t('editor.contact.website')}
        type="url"
        value={state.website}
        onChange={(e) => set({ website: e.target.value })}
        error={errors.website}
        autoComplete="url"
        inputMode="url"
        placeholder={t('editor.contact.websitePlaceholder')}
      />
      <Field
        label={t('editor.contact.email')}
        type="email"
        value={state.email}
        onChange={(e) => set({ email: e.target.value })}
        error={errors.email}
        autoComplete="email"
      />
    </EditorSection>
  );
}
