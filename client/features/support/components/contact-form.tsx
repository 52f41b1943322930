import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/react';
import { CircleCheck } from 'lucide-react';
import { ContactSchema, SUPPORT_LIMITS, SUPPORT_TOPICS, type ContactInput } from '@common/schemas/support';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { errorText, useUser } from '@/features/auth';
import { ApiError, apiJson } from '@/lib/api-client';
import { fieldErrors } from '@/lib/field-errors';

/** The /support contact form: checked here and on the server, kept for the team and forwarded by email. */
export function ContactForm() {
  const { user } = useUser();
  const { t } = useTranslation('support');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [length, setLength] = useState(0);
  const send = useMutation({ mutationFn: (input: ContactInput) => apiJson('POST', '/api/support/messages', input) });

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = ContactSchema.safeParse(Object.fromEntries(new FormData(e.currentTarget)));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      e.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => setSentTo(parsed.data.email),
      onError: (err) => err instanceof ApiError && err.fields && setErrors(err.fields),
    });
  }

  if (sentTo)
    return (
      <div role="status" className="flex gap-3 rounded-2xl bg-white p-5 text-stone-900">
        <CircleCheck className="h-6 w-6 shrink-0 text-brand-600" aria-hidden="true" />
        <div>
          <p className="font-semibold">{t('sent.title')}</p>
          <p className="mt-1 text-stone-700">{t('sent.text', { email: sentTo })}</p>
        </div>
      </div>
    );

  const labelClass = 'block text-sm font-medium text-stone-800';
  // The topics' names, built from their ids below:
  // t('support:topics.question') t('support:topics.listing') t('support:topics.account') t('support:topics.bug')
  // t('support:topics.partnership') t('support:topics.other')
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 rounded-2xl bg-white p-5 text-stone-900 sm:grid-cols-2" aria-label={t('form.label')}>
      <Field label={t('form.name')} name="name" autoComplete="name" defaultValue={user?.firstName} error={errors.name} />
      <Field label={t('form.email')} name="email" type="email" autoComplete="email" defaultValue={user?.email} error={errors.email} />
      <div className="space-y-1.5 sm:col-span-2">
        <label htmlFor="contact-topic" className={labelClass}>
          {t('form.topic')}
        </label>
        <select id="contact-topic" name="topic" defaultValue="question" className="h-11 w-full rounded-xl border border-stone-300 bg-white px-2 text-base">
          {SUPPORT_TOPICS.map(([id]) => (
            <option key={id} value={id}>
              {t(`topics.${id}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <label htmlFor="contact-message" className={labelClass}>
          {t('form.message')}
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          maxLength={SUPPORT_LIMITS.messageMax}
          onChange={(e) => setLength(e.target.value.length)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`contact-message-hint${errors.message ? ' contact-message-error' : ''}`}
          className="w-full rounded-xl border border-stone-300 bg-white p-3 text-base aria-invalid:border-tomato-700"
        />
        <p id="contact-message-hint" className="text-sm text-stone-600">
          {t('form.hint')} {length > 0 && `${length} / ${SUPPORT_LIMITS.messageMax}`}
        </p>
        {errors.message && (
          <p id="contact-message-error" role="alert" className="text-sm font-medium text-tomato-700">
            {errors.message}
          </p>
        )}
      </div>
      {send.error && !(send.error instanceof ApiError && send.error.fields) && (
        <p role="alert" className="text-sm font-medium text-tomato-700 sm:col-span-2">
          {errorText(send.error)}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('form.sending') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
