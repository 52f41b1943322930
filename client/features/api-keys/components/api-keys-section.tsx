import { Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Check, Copy, KeyRound, Trash2 } from 'lucide-react';
import { formatDate } from '@common/i18n/format';
import { isLanguage } from '@common/i18n/languages';
import { API_KEY_LIMITS, type ApiKeyCreated } from '@common/schemas/open-data';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { SettingsSection } from '@/features/auth/ui';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';

/**
 * Account settings: the user's keys for the open-data API (decision 036). A new key is shown once, right here;
 * the list shows only each key's first characters. Its strings load with it (their own namespace).
 */
export function ApiKeysSection() {
  return (
    <Suspense fallback={<Spinner />}>
      <Keys />
    </Suspense>
  );
}

function Keys() {
  const { t, i18n } = useTranslation('apiKeys');
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const active = keys.data?.items.filter((k) => !k.revokedAt).length ?? 0;
  const date = (iso: string) => formatDate(new Date(iso), lang);

  function submit(e: FormEvent) {
    e.preventDefault();
    setNameError(undefined);
    create.mutate(
      { name },
      {
        onSuccess: (answer) => {
          setCreated(answer);
          setName('');
        },
        onError: (err) => {
          const field = err instanceof ApiError ? err.fields?.name : undefined;
          if (field) setNameError(field);
          else toast({ title: t('section.createFailed'), description: errorMessage(err), variant: 'error' });
        },
      },
    );
  }

  return (
    <SettingsSection id="api-keys" title={t('section.title')} description={t('section.lead')}>
      {created && <NewKey created={created} onDone={() => setCreated(null)} />}
      {keys.isPending && <Spinner label={t('section.loading')} />}
      {keys.isError && (
        <p role="alert" className="text-tomato-700">
          {errorMessage(keys.error)}
        </p>
      )}
      {keys.data && keys.data.items.length === 0 && <p className="text-stone-700">{t('section.none')}</p>}
      {keys.data && keys.data.items.length > 0 && (
        <>
          <p className="mb-2 text-sm text-stone-600">{t('section.count', { count: active, max: keys.data.limit })}</p>
          <ul className="divide-y divide-stone-100 rounded-xl ring-1 ring-stone-200" aria-label={t('section.title')}>
            {keys.data.items.map((k) => (
              <li key={k.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="flex items-center gap-1.5 font-semibold text-stone-900">
                    <KeyRound className="h-4 w-4 text-brand-700" aria-hidden="true" />
                    {k.name}
                  </p>
                  <p className="font-mono text-sm text-stone-700">{k.prefix}…</p>
                  <p className="text-sm text-stone-600">
                    {t('section.created', { date: date(k.createdAt) })} ·{' '}
                    {k.lastUsedAt ? t('section.lastUsed', { date: date(k.lastUsedAt) }) : t('section.neverUsed')}
                  </p>
                  {k.revokedAt && <p className="text-sm font-medium text-tomato-700">{t('section.revoked', { date: date(k.revokedAt) })}</p>}
                </div>
                {!k.revokedAt && (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(k.id, {
                        onSuccess: () => toast({ title: t('section.revokedToast') }),
                        onError: (err) => toast({ title: t('section.revokeFailed'), description: errorMessage(err), variant: 'error' }),
                      })
                    }
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                    {t('section.revoke')}
                    <span className="sr-only"> {k.name}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <form onSubmit={submit} className="mt-4 flex flex-wrap items-start gap-3" noValidate>
        <Field
          label={t('section.name')}
          hint={t('section.nameHint')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={API_KEY_LIMITS.nameMax}
          error={nameError}
          className="min-w-60 flex-1"
        />
        {/* Level with the input (below its label), whether a hint or an error shows under it. */}
        <Button type="submit" disabled={create.isPending} className="sm:mt-[1.625rem]">
          <KeyRound className="h-4 w-4" aria-hidden="true" /> {t('section.create')}
        </Button>
      </form>
      <a href="/api/docs" className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline">
        {t('section.docs')}
      </a>
    </SettingsSection>
  );
}

/** The new key, this once: copy it, then it is gone from the page for good. */
function NewKey({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  const { t } = useTranslation('apiKeys');
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="mb-4 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
      <p className="font-semibold text-stone-900">{t('section.secretLabel')}</p>
      <p className="mt-1 text-sm text-stone-700">{t('section.secretNote')}</p>
      <code data-testid="api-key-secret" className="mt-3 block break-all rounded-lg bg-white p-3 font-mono text-sm ring-1 ring-stone-200">
        {created.secret}
      </code>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void navigator.clipboard?.writeText(created.secret).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
          {copied ? t('section.copied') : t('section.copy')}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t('section.done')}
        </Button>
      </div>
    </div>
  );
}
