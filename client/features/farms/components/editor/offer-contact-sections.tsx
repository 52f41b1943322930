import { CATEGORIES, FEATURES, PAYMENT_METHODS } from '@common/farms/catalog';
import { Field } from '@/components/ui/input';
import { ChipCheckboxes } from '../chip-checkboxes';
import type { SectionProps } from './basics-section';
import { EditorSection } from './form-controls';

export function OfferSection({ state, set, errors }: SectionProps) {
  return (
    <EditorSection id="offer" title="What you offer" description="These help shoppers filter: pick all that apply.">
      <ChipCheckboxes legend="Categories" options={CATEGORIES} value={state.categories} onChange={(categories) => set({ categories })} />
      {errors.categories && (
        <p className="-mt-3 text-sm font-medium text-tomato-700" role="alert">
          {errors.categories}
        </p>
      )}
      <ChipCheckboxes legend="Features" options={FEATURES} value={state.features} onChange={(features) => set({ features })} />
      <ChipCheckboxes legend="Payment methods" options={PAYMENT_METHODS} value={state.paymentMethods} onChange={(paymentMethods) => set({ paymentMethods })} />
    </EditorSection>
  );
}

export function ContactSection({ state, set, errors }: SectionProps) {
  return (
    <EditorSection id="contact" title="Contact" description="Optional. Shown on your listing so shoppers can call ahead.">
      <Field
        label="Phone"
        type="tel"
        value={state.phone}
        onChange={(e) => set({ phone: e.target.value })}
        error={errors.phone}
        autoComplete="tel"
        maxLength={40}
      />
      <Field
        label="Website"
        type="url"
        value={state.website}
        onChange={(e) => set({ website: e.target.value })}
        error={errors.website}
        autoComplete="url"
        inputMode="url"
        placeholder="myfarm.com"
      />
      <Field label="Email" type="email" value={state.email} onChange={(e) => set({ email: e.target.value })} error={errors.email} autoComplete="email" />
    </EditorSection>
  );
}
