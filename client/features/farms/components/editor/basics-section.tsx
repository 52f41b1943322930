import { useTranslation } from '@/lib/i18n/react';
import { FARM_KINDS } from '@common/farms/catalog';
import { FARM_LIMITS } from '@common/limits';
import { Field } from '@/components/ui/input';
import { useCatalogLabels } from '../../catalog-labels';
import type { EditorState } from './editor-state';
import { EditorSection, SelectField, TextAreaField } from './form-controls';
import type { FieldErrors } from './validate';

interface SectionProps {
  state: EditorState;
  set: (patch: Partial<EditorState>) => void;
  errors: FieldErrors;
}

export function BasicsSection({ state, set, errors }: SectionProps) {
  const { t } = useTranslation('farms');
  const labels = useCatalogLabels();
  return (
    <EditorSection id="basics" title={t('editor.basics.title')}>
      <Field
        label={t('editor.basics.name')}
        value={state.name}
        onChange={(e) => set({ name: e.target.value })}
        error={errors.name}
        maxLength={FARM_LIMITS.nameMax}
        placeholder={t('editor.basics.namePlaceholder')}
        autoComplete="organization"
      />
      <SelectField
        label={t('editor.basics.kind')}
        value={state.kind}
        onChange={(e) => set({ kind: e.target.value as EditorState['kind'] })}
        options={FARM_KINDS.map((o) => ({ ...o, label: labels.kind(o.id) }))}
        error={errors.kind}
      />
      <TextAreaField
        label={t('editor.basics.description')}
        value={state.description}
        onChange={(e) => set({ description: e.target.value })}
        error={errors.description}
        maxLength={FARM_LIMITS.descriptionMax}
        hint={t('editor.basics.descriptionHint')}
        rows={5}
      />
    </EditorSection>
  );
}
export type { SectionProps };
