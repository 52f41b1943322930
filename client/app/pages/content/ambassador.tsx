import { Trans, useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { ChartColumn, Handshake, Link2, MapPinned, Megaphone, ShieldCheck } from 'lucide-react';
import { authHref, paths } from '@/lib/paths';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorText, useUser } from '@/features/auth/api/use-user';
import { useMyApplication } from '@/features/ambassadors/api/ambassadors';
import { ApplyForm } from '@/features/ambassadors/components/apply-form';
import { ReferralLink } from '@/features/ambassadors/components/referral-link';
import { FeatureGrid, Section, Steps } from './blocks';

function SignedInApply({ firstName }: { firstName: string }) {
  const { t } = useTranslation('content');
  const { data, isPending, error } = useMyApplication(true);
  if (isPending) return <Spinner label={t('ambassador.apply.loading')} />;
  if (error || !data)
    return (
      <p role="alert">
        {t('ambassador.apply.loadFailed')} {errorText(error)}
      </p>
    );
  const app = data.application;
  if (app?.status === 'approved' && app.link)
    return (
      <div className="mt-3 max-w-xl space-y-4">
        <p>{t('ambassador.apply.approved')}</p>
        <ReferralLink link={app.link} dark />
        <Button asChild variant="sun">
          <Link href={paths.ambassadorDashboard}>{t('ambassador.apply.dashboard')}</Link>
        </Button>
      </div>
    );
  if (app?.status === 'pending')
    return (
      <p role="status" className="mt-3 max-w-xl">
        {t('ambassador.apply.pending', { name: firstName, area: app.area })}
      </p>
    );
  return (
    <div className="mt-3">
      <p className="max-w-xl">{app?.status === 'rejected' ? t('ambassador.apply.rejected') : t('ambassador.apply.intro')}</p>
      <ApplyForm />
    </div>
  );
}

function ApplyPanel() {
  const { t } = useTranslation('content');
  const { user, isLoading } = useUser();
  if (isLoading) return <div className="h-40 animate-pulse rounded-3xl bg-brand-100" aria-hidden="true" />;
  return (
    <section aria-labelledby="apply" className="rounded-3xl bg-brand-900 px-6 py-10 text-brand-100 sm:px-10">
      <h2 id="apply" className="text-2xl font-semibold text-white sm:text-3xl">
        {user ? t('ambassador.apply.titleNamed', { name: user.firstName }) : t('ambassador.apply.title')}
      </h2>
      {user ? (
        <SignedInApply firstName={user.firstName} />
      ) : (
        <div className="mt-3 max-w-xl">
          <p>{t('ambassador.apply.signInFirst')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild variant="sun" size="lg">
              <Link href={authHref(paths.ambassador)}>{t('ambassador.apply.signIn')}</Link>
            </Button>
            <Button asChild variant="secondary" size="lg">
              <Link href={`${paths.auth}?mode=register&next=${encodeURIComponent(paths.ambassador)}`}>{t('ambassador.apply.register')}</Link>
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

export default function AmbassadorPage() {
  const { t } = useTranslation('content');
  const whatYouDo = [
    { icon: MapPinned, title: t('ambassador.do.roadsTitle'), body: <p>{t('ambassador.do.roadsBody')}</p> },
    { icon: Handshake, title: t('ambassador.do.helpTitle'), body: <p>{t('ambassador.do.helpBody')}</p> },
    { icon: Megaphone, title: t('ambassador.do.wordTitle'), body: <p>{t('ambassador.do.wordBody')}</p> },
  ];
  const whatYouGet = [
    {
      icon: Link2,
      title: t('ambassador.get.linkTitle'),
      body: (
        <p>
          <Trans t={t} i18nKey="ambassador.get.linkBody" components={{ url: <span className="font-mono text-sm" /> }} />
        </p>
      ),
    },
    { icon: ChartColumn, title: t('ambassador.get.dashboardTitle'), body: <p>{t('ambassador.get.dashboardBody')}</p> },
  ];
  const applySteps = [
    { title: t('ambassador.steps.signInTitle'), body: <p>{t('ambassador.steps.signInBody')}</p> },
    { title: t('ambassador.steps.applyTitle'), body: <p>{t('ambassador.steps.applyBody')}</p> },
    { title: t('ambassador.steps.reviewTitle'), body: <p>{t('ambassador.steps.reviewBody')}</p> },
  ];
  return (
    <Page eyebrow={t('ambassador.eyebrow')} title={t('ambassador.title')} lead={t('ambassador.lead')}>
      <Section title={t('ambassador.doTitle')}>
        <FeatureGrid items={whatYouDo} columns={3} />
      </Section>

      <Section title={t('ambassador.getTitle')}>
        <FeatureGrid items={whatYouGet} />
      </Section>

      <Section title={t('ambassador.askTitle')}>
        <div className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
          <ShieldCheck className="h-7 w-7 shrink-0 text-brand-700" aria-hidden="true" />
          <ul className="space-y-2 text-stone-800">
            <li>{t('ambassador.ask.free')}</li>
            <li>{t('ambassador.ask.promises')}</li>
            <li>{t('ambassador.ask.permission')}</li>
          </ul>
        </div>
      </Section>

      <Section title={t('ambassador.howTitle')}>
        <Steps steps={applySteps} />
      </Section>

      <div className="mt-14">
        <ApplyPanel />
      </div>
    </Page>
  );
}
