import { useEffect } from 'react';
import { Trans, useTranslation } from '@/lib/i18n/react';
import { Link, useSearch } from 'wouter';
import { REF_CODE } from '@common/limits';
import { CircleCheck, Clock, Megaphone, Search, Timer, UserPlus } from 'lucide-react';
import { authHref, paths, registerHref } from '@/lib/paths';
import { useUser } from '@/features/auth/api/use-user';
import { BecomeFarmerButton } from '@/features/auth/components/settings/account-type-section';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { rememberRef } from '@/features/ambassadors/referral';
import { CtaPanel, FeatureGrid, Note, Section, Steps } from './blocks';

/** Ambassador codes are short and plain; anything else is ignored rather than passed along. */
function readRefCode(search: string) {
  const ref = new URLSearchParams(search).get('ref')?.trim();
  return ref && REF_CODE.test(ref) ? ref : null;
}

/**
 * The page's call to action, for whoever reads it (issue 34 point 3): a visitor registers as a farmer (the form opens
 * with the farmer's role chosen); a signed-in shopper turns the account into a farmer's here instead of being sent
 * home by the sign-up form; a farmer goes to their listings.
 */
function JoinActions({ refCode, variant, signInLink }: { refCode: string | null; variant?: 'sun'; signInLink?: boolean }) {
  const { t } = useTranslation('content');
  const { user } = useUser();
  if (user?.userType === 'consumer')
    return (
      <div className="flex flex-col items-start gap-3">
        {signInLink && <p className="text-stone-800">{t('join.signedInShopper')}</p>}
        <BecomeFarmerButton size="lg" variant={variant} />
      </div>
    );
  if (user)
    return (
      <Button asChild size="lg" variant={variant}>
        <Link href={paths.farmProfile}>{t('join.myListings')}</Link>
      </Button>
    );
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button asChild size="lg" variant={variant}>
        <Link href={registerHref({ role: 'farmer', ref: refCode })}>{t('join.create')}</Link>
      </Button>
      {signInLink && (
        <Link href={authHref(paths.farmProfile)} className="font-medium text-brand-700 underline">
          {t('join.signIn')}
        </Link>
      )}
    </div>
  );
}

export default function JoinPage() {
  const { t } = useTranslation('content');
  const why = [
    { icon: Search, title: t('join.why.foundTitle'), body: <p>{t('join.why.foundBody')}</p> },
    { icon: Clock, title: t('join.why.openTitle'), body: <p>{t('join.why.openBody')}</p> },
    { icon: Megaphone, title: t('join.why.regularsTitle'), body: <p>{t('join.why.regularsBody')}</p> },
    { icon: CircleCheck, title: t('join.why.freeTitle'), body: <p>{t('join.why.freeBody')}</p> },
  ];
  const needs = [t('join.needs.address'), t('join.needs.hours'), t('join.needs.products'), t('join.needs.payments'), t('join.needs.photo')];
  const steps = [
    { title: t('join.steps.accountTitle'), body: <p>{t('join.steps.accountBody')}</p> },
    { title: t('join.steps.confirmTitle'), body: <p>{t('join.steps.confirmBody')}</p> },
    { title: t('join.steps.addTitle'), body: <p>{t('join.steps.addBody')}</p> },
    { title: t('join.steps.publishTitle'), body: <p>{t('join.steps.publishBody')}</p> },
  ];
  const ref = readRefCode(useSearch());
  // Kept until sign-up: the visitor may look around the site before creating the account.
  useEffect(() => rememberRef(ref), [ref]);

  return (
    <Page eyebrow={t('join.eyebrow')} title={t('join.title')} lead={t('join.lead')}>
      {ref && (
        <Note icon={UserPlus} title={t('join.invitedTitle')} className="mb-8">
          <p>
            <Trans t={t} i18nKey="join.invited" values={{ code: ref }} components={{ code: <span className="font-mono font-semibold" /> }} />
          </p>
        </Note>
      )}

      <JoinActions refCode={ref} signInLink />

      <Section title={t('join.whyTitle')} className="mt-14">
        <FeatureGrid items={why} />
      </Section>

      <Section title={t('join.needTitle')} lead={t('join.needLead')}>
        <div className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
          <Timer className="hidden h-8 w-8 shrink-0 text-brand-700 sm:block" aria-hidden="true" />
          <ul className="space-y-2.5 text-stone-800">
            {needs.map((n) => (
              <li key={n} className="flex gap-2">
                <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
                {n}
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section title={t('join.howTitle')}>
        <Steps steps={steps} />
        <p className="mt-6 text-stone-700">
          <Trans
            t={t}
            i18nKey="join.claim"
            components={{ mail: <a href="mailto:support@farmstandfinder.com" className="font-medium text-brand-700 underline" /> }}
          />
        </p>
      </Section>

      <CtaPanel
        title={t('join.ctaTitle')}
        actions={
          <>
            <JoinActions refCode={ref} variant="sun" />
            <Button asChild variant="secondary" size="lg">
              <Link href={paths.farmers}>{t('join.ctaFarmers')}</Link>
            </Button>
          </>
        }
      >
        <p>{t('join.ctaBody')}</p>
      </CtaPanel>
    </Page>
  );
}
