import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { AmbassadorApplySchema } from '@common/schemas/ambassadors';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { errorText } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { useApply } from '../api/ambassadors';
import { fieldErrors } from '@/lib/field-errors';

/** The application: where the applicant knows stands, and why they want to help. */
export function ApplyForm() {
  const { t } = useTranslation('ambassadors');
  const apply = useApply();
  const [errors, setErrors] = useState<Record<string, string>>({});
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = AmbassadorApplySchema.safeParse(Object.fromEntries(new FormData(e.currentTarget)));
    if (!parsed.success) {
      return setErrors(fieldErrors(parsed.error.issues));
    }
    setErrors({});
    apply.mutate(parsed.data, { onError: (err) => err instanceof ApiError && err.fields && setErrors(err.fields) });
  }
  return (
    <form onSubmit={submit} noValidate aria-label={t('apply.label')} className="mt-5 max-w-xl space-y-4 rounded-2xl bg-white p-5 text-stone-900">
      <Field label={t('apply.area')} name="area" placeholder={t('apply.areaPlaceholder')} error={errors.area} />
      <div className="space-y-1.5">
        <label htmlFor="apply-motivation" className="block text-sm font-medium text-stone-800">
          {t('apply.motivation')}
        </label>
        <textarea
          id="apply-motivation"
          name="motivation"
          rows={5}
          aria-invalid={errors.motivation ? true : undefined}
          aria-describedby={errors.motivation ? 'apply-motivation-error' : undefined}
          className="w-full rounded-xl border border-stone-300 bg-white p-3 text-base aria-invalid:border-tomato-700"
        />
        {errors.motivation && (
          <p id="apply-motivation-error" role="alert" className="text-sm font-medium text-tomato-700">
            {errors.motivation}
          </p>
        )}
      </div>
      {apply.error && !(apply.error instanceof ApiError && apply.error.fields) && (
        <p role="alert" className="text-sm font-medium text-tomato-700">
          {errorText(apply.error)}
        </p>
      )}
      <Button type="submit" disabled={apply.isPending}>
        {apply.isPending ? t('apply.sending') : t('apply.send')}
      </Button>
    </form>
  );
}
