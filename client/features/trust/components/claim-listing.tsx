import { useTranslation } from '@/lib/i18n/react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { KeyRound } from 'lucide-react';
import type { FarmDetail } from '@common/schemas/farms';
import type { ListingTrust } from '@common/schemas/listing-trust';
import { authHref, paths } from '@/lib/paths';
import { useHere } from '@/lib/use-here';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useUser } from '@/features/auth';
import { VerifyEmailNotice } from '@/features/auth/ui';
import { lang, timeAgo } from '@/features/farms';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useClaim } from '../api/listing-actions';
import { claimSourceName } from '../claim-source';

function useText() {
  const { t } = useTranslation('trust');
  return {
    title: t('claim.title'),
    imported: (source: string) => t('claim.imported', { source: claimSourceName(t, source) }),
    signIn: t('claim.signIn'),
    farmersOnly: t('claim.farmersOnly'),
    verifyAction: t('claim.verifyAction'),
    farmersLink: t('claim.farmersLink'),
    start: t('claim.start'),
    note: t('claim.note'),
    noteHint: t('claim.noteHint'),
    phone: t('claim.phone'),
    website: t('claim.website'),
    send: t('claim.send'),
    sending: t('claim.sending'),
    sent: t('claim.sent'),
    waiting: (ago: string) => t('claim.waiting', { ago }),
    refused: t('claim.refused'),
  };
}

function ClaimForm({ farmId }: { farmId: number }) {
  const TEXT = useText();
  const claim = useClaim(farmId);
  const [values, setValues] = useState({ note: '', phone: '', website: '' });
  const ids = { note: useId(), phone: useId(), website: useId() };
  const fields = claim.error instanceof ApiError ? (claim.error.fields ?? {}) : {};
  const input = (name: keyof typeof values, label: string, type = 'text') => (
    <div>
      <label htmlFor={ids[name]} className="block font-semibold text-stone-900">
        {label}
      </label>
      <input
        id={ids[name]}
        type={type}
        value={values[name]}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        aria-invalid={Boolean(fields[name])}
        className="mt-1 h-11 w-full rounded-xl border border-stone-300 bg-white px-3"
      />
      {fields[name] && <p className="mt-1 text-sm text-tomato-700">{fields[name]}</p>}
    </div>
  );
  return (
    <form
      className="mt-4 space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        // The form goes once the claim is open: a promise outlives it, mutate()'s callbacks would not.
        claim.mutateAsync({ note: values.note, phone: values.phone || null, website: values.website || null }).then(
          () => toast({ title: TEXT.sent, variant: 'success' }),
          (err) => toast({ title: errorMessage(err), variant: 'error' }),
        );
      }}
    >
      <div>
        <label htmlFor={ids.note} className="block font-semibold text-stone-900">
          {TEXT.note}
        </label>
        <p className="text-sm text-stone-700">{TEXT.noteHint}</p>
        <textarea
          id={ids.note}
          value={values.note}
          onChange={(e) => setValues({ ...values, note: e.target.value })}
          rows={3}
          maxLength={2000}
          required
          aria-invalid={Boolean(fields.note)}
          className="mt-1 w-full rounded-xl border border-stone-300 bg-white p-3"
        />
        {fields.note && <p className="mt-1 text-sm text-tomato-700">{fields.note}</p>}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {input('phone', TEXT.phone, 'tel')}
        {input('website', TEXT.website, 'url')}
      </div>
      <Button type="submit" disabled={claim.isPending}>
        {claim.isPending ? TEXT.sending : TEXT.send}
      </Button>
    </form>
  );
}

/** An imported listing nobody manages: its farmer asks to take it over; an admin decides. */
export function ClaimListing({ farm, trust }: { farm: FarmDetail; trust: ListingTrust }) {
  const TEXT = useText();
  const { i18n } = useTranslation();
  const { user } = useUser();
  const here = useHere();
  const [started, setStarted] = useState(false);
  const claim = trust.myClaim;
  if (!trust.claimable) return null;
  return (
    <section aria-label={TEXT.title} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-stone-900">
        <KeyRound className="h-5 w-5 text-brand-700" aria-hidden="true" /> {TEXT.title}
      </h2>
      <p className="mt-1 text-stone-700">{TEXT.imported(farm.source ?? '')}</p>
      {!user ? (
        <Button asChild variant="secondary" className="mt-3">
          <Link href={authHref(here)}>{TEXT.signIn}</Link>
        </Button>
      ) : user.userType !== 'farmer' ? (
        <p className="mt-3 text-stone-800">
          {TEXT.farmersOnly}{' '}
          <Link href={paths.farmers} className="font-semibold text-brand-800 underline">
            {TEXT.farmersLink}
          </Link>
        </p>
      ) : !user.emailVerified ? (
        // The server asks a claimant for a confirmed address (issue 29 point 3): say so before the form, with a new link.
        <VerifyEmailNotice action={TEXT.verifyAction} className="mt-3" />
      ) : claim?.status === 'open' ? (
        <p role="status" className="mt-3 rounded-xl bg-brand-50 p-3 text-stone-900">
          {TEXT.waiting(timeAgo(claim.createdAt, undefined, lang(i18n)))}
        </p>
      ) : (
        <>
          {claim?.status === 'refused' && (
            <p className="mt-3 text-stone-800">
              {TEXT.refused} {claim.decisionNote}
            </p>
          )}
          {started ? (
            <ClaimForm farmId={farm.id} />
          ) : (
            <Button className="mt-3" onClick={() => setStarted(true)}>
              {TEXT.start}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
