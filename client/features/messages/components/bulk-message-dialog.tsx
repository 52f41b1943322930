import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Megaphone } from 'lucide-react';
import { MESSAGE_LIMITS } from '@common/schemas/messages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { useUser } from '@/features/auth';
import { VerifyEmailNotice } from '@/features/auth/ui';
import { useFarm, useMyFarms } from '@/features/farms';
import { errorMessage } from '@/lib/api-client';
import { useBulkMessages, useSendBulkMessage } from '../api/bulk-messages';

/** "Message followers": one message to everyone who follows a listing, optionally marking products available. */
export function BulkMessageButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const { user } = useUser();
  const { t } = useTranslation('messages');
  // The server refuses an unconfirmed address (messages.routes.ts): say so, with the resend button, before anything is
  // written rather than after Send (issue 34, point 7).
  const unverified = user !== null && !user.emailVerified;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" className={className}>
          <Megaphone className="h-4 w-4" aria-hidden="true" /> {t('bulk.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t('bulk.title')}</DialogTitle>
        <DialogDescription className="mt-1">{t('bulk.description')}</DialogDescription>
        {open && (unverified ? <VerifyEmailNotice action={t('bulk.verifyAction')} className="mt-4" /> : <BulkForm onDone={() => setOpen(false)} />)}
      </DialogContent>
    </Dialog>
  );
}

function BulkForm({ onDone }: { onDone: () => void }) {
  const { data: mine, isPending } = useMyFarms();
  const { t } = useTranslation('messages');
  const published = (mine?.items ?? []).filter((f) => f.status === 'published');
  const [chosen, setChosen] = useState<number | undefined>();
  const farmId = chosen ?? published[0]?.id;
  if (isPending) return <p className="mt-4 text-stone-700">{t('bulk.loadingStands')}</p>;
  if (!published.length) return <p className="mt-4 text-stone-800">{t('bulk.publishFirst')}</p>;
  return (
    <div className="mt-4 space-y-4">
      {published.length > 1 && (
        <label className="block text-sm font-medium text-stone-800">
          {t('bulk.stand')}
          <select
            className="mt-1.5 h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base"
            value={farmId}
            onChange={(e) => setChosen(Number(e.target.value))}
          >
            {published.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {farmId !== undefined && <ComposeForFarm key={farmId} farmId={farmId} onDone={onDone} />}
    </div>
  );
}

function ComposeForFarm({ farmId, onDone }: { farmId: number; onDone: () => void }) {
  const { data: farm } = useFarm(farmId);
  const { data: stats, refetch: refetchStats } = useBulkMessages(farmId);
  const send = useSendBulkMessage(farmId);
  const [body, setBody] = useState('');
  const [productIds, setProductIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const { t } = useTranslation('messages');
  const outOfStock = farm?.products.filter((p) => !p.available) ?? [];
  const left = stats ? stats.limitPerDay - stats.sentToday : null;
  const farmName = farm?.name ?? t('bulk.thisStand');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    send.mutate(
      { body, productIds },
      {
        onSuccess: (sent) => {
          toast({
            title: t('bulk.sent'),
            description: t('bulk.sentText', { count: sent.recipientCount }),
            variant: 'success',
          });
          onDone();
        },
        onError: (err) => {
          setError(errorMessage(err));
          // A 429 means another send (another tab, another device) used up the day: show the count as it is now.
          void refetchStats();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      {stats?.followers === 0 && <p className="rounded-xl bg-sun/20 px-3 py-2 text-sm text-stone-900">{t('bulk.noFollowers', { farm: farmName })}</p>}
      {stats && stats.followers > 0 && (
        <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {t('bulk.followers', { count: stats.followers })} · {left! > 0 ? t('bulk.left', { count: left!, limit: stats.limitPerDay }) : t('bulk.noneLeft')}
        </p>
      )}
      {stats?.limitReached && !error && <p className="rounded-xl bg-sun/20 px-3 py-2 text-sm text-stone-900">{stats.limitReached}</p>}
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-stone-800">
          {t('bulk.message')}
        </label>
        <textarea
          id={id}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          rows={4}
          maxLength={MESSAGE_LIMITS.bulkBodyMax}
          placeholder={t('bulk.placeholder')}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1.5 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
        />
      </div>
      {outOfStock.length > 0 && (
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">{t('bulk.markAvailable')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {outOfStock.map((p) => (
              <label
                key={p.id}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-3 ring-1 ring-stone-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600"
              >
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-600"
                  checked={productIds.includes(p.id)}
                  onChange={(e) => setProductIds((ids) => (e.target.checked ? [...ids, p.id] : ids.filter((x) => x !== p.id)))}
                />
                {p.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-tomato-700">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={!body.trim() || send.isPending || Boolean(stats?.limitReached) || stats?.followers === 0}>
        {send.isPending ? t('bulk.sending') : t('bulk.submit')}
      </Button>
    </form>
  );
}
