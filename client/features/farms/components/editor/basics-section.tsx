import { FARM_KINDS } from '@common/farms/catalog';
import { FARM_LIMITS } from '@common/schemas/farms';
import { Field } from '@/components/ui/input';
import type { EditorState } from './editor-state';
import { EditorSection, SelectField, TextAreaField } from './form-controls';
import type { FieldErrors } from './validate';

interface SectionProps {
  state: EditorState;
  set: (patch: Partial<EditorState>) => void;
  errors: FieldErrors;
}

export function BasicsSection({ state, set, errors }: SectionProps) {
  return (
    <EditorSection id="basics" title="Basics">
      <Field
        label="Name"
        value={state.name}
        onChange={(e) => set({ name: e.target.value })}
        error={errors.name}
        maxLength={FARM_LIMITS.nameMax}
        placeholder="Miller Family Farm Stand"
        autoComplete="organization"
      />
      <SelectField
        label="Kind of place"
        value={state.kind}
        onChange={(e) => set({ kind: e.target.value as EditorState['kind'] })}
        options={FARM_KINDS}
        error={errors.kind}
      />
      <TextAreaField
        label="Description"
        value={state.description}
        onChange={(e) => set({ description: e.target.value })}
        error={errors.description}
        maxLength={FARM_LIMITS.descriptionMax}
        hint="What you grow, how to find the stand, whether it is self-serve. Line breaks are kept."
        rows={5}
      />
    </EditorSection>
  );
}
export type { SectionProps };
