import { Trans, useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { Clock, EyeOff, HandCoins, Signpost, Smartphone, Sprout } from 'lucide-react';
import { paths } from '@/lib/paths';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { CtaPanel, FeatureGrid, Note, Section } from './blocks';

export default function AboutPage() {
  const { t } = useTranslation('content');
  const beliefs = [
    { icon: Clock, title: t('about.beliefs.nowTitle'), body: <p>{t('about.beliefs.nowBody')}</p> },
    { icon: Sprout, title: t('about.beliefs.ownTitle'), body: <p>{t('about.beliefs.ownBody')}</p> },
    { icon: Smartphone, title: t('about.beliefs.phoneTitle'), body: <p>{t('about.beliefs.phoneBody')}</p> },
    {
      icon: EyeOff,
      title: t('about.beliefs.trackingTitle'),
      body: (
        <p>
          <Trans t={t} i18nKey="about.beliefs.trackingBody" components={{ privacy: <Link href={paths.privacy} /> }} />
        </p>
      ),
    },
    { icon: HandCoins, title: t('about.beliefs.sponsorsTitle'), body: <p>{t('about.beliefs.sponsorsBody')}</p> },
    {
      icon: Signpost,
      title: t('about.beliefs.localTitle'),
      body: (
        <p>
          <Trans t={t} i18nKey="about.beliefs.localBody" components={{ ambassadors: <Link href={paths.ambassador} /> }} />
        </p>
      ),
    },
  ];
  const mail = (address: string) => <a className="font-medium text-brand-700 underline" href={`mailto:${address}`} />;
  return (
    <Page eyebrow={t('about.eyebrow')} title={t('about.title')} lead={t('about.lead')}>
      <Section title={t('about.whyTitle')}>
        <div className="space-y-4 text-stone-800">
          <p>{t('about.why1')}</p>
          <p>{t('about.why2')}</p>
        </div>
      </Section>

      <Section title={t('about.believeTitle')}>
        <FeatureGrid items={beliefs} />
      </Section>

      <Section title={t('about.betaTitle')}>
        <Note icon={Sprout} title={t('about.betaNoteTitle')}>
          <p>
            <Trans t={t} i18nKey="about.betaNote" components={{ mail: mail('support@farmstandfinder.com') }} />
          </p>
        </Note>
      </Section>

      <Section title={t('about.contactTitle')}>
        <ul className="space-y-2 text-stone-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline">
          <li>
            <Trans t={t} i18nKey="about.contactHelp" components={{ mail: <a href="mailto:support@farmstandfinder.com" /> }} />
          </li>
          <li>
            <Trans t={t} i18nKey="about.contactPrivacy" components={{ mail: <a href="mailto:privacy@farmstandfinder.com" /> }} />
          </li>
          <li>
            <Trans t={t} i18nKey="about.contactSupport" components={{ support: <Link href={paths.support} /> }} />
          </li>
        </ul>
      </Section>

      <CtaPanel
        title={t('about.ctaTitle')}
        actions={
          <>
            <Button asChild variant="sun">
              <Link href={paths.openNow}>{t('about.ctaOpen')}</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link href={paths.join}>{t('about.ctaList')}</Link>
            </Button>
          </>
        }
      >
        <p>{t('about.ctaBody')}</p>
      </CtaPanel>
    </Page>
  );
}
