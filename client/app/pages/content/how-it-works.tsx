import { Trans, useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { Bell, CalendarDays, Download, Heart, MessageSquare, Route, Star, Trophy } from 'lucide-react';
import { paths } from '@/lib/paths';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { CtaPanel, FeatureGrid, Section, Steps } from './blocks';

export default function HowItWorksPage() {
  const { t } = useTranslation('content');
  const findSteps = [
    { title: t('howItWorks.find.searchTitle'), body: <p>{t('howItWorks.find.searchBody')}</p> },
    {
      title: t('howItWorks.find.openTitle'),
      body: (
        <p>
          <Trans t={t} i18nKey="howItWorks.find.openBody" />
        </p>
      ),
    },
    { title: t('howItWorks.find.inTitle'), body: <p>{t('howItWorks.find.inBody')}</p> },
    {
      title: t('howItWorks.find.goTitle'),
      body: (
        <p>
          <Trans t={t} i18nKey="howItWorks.find.goBody" />
        </p>
      ),
    },
  ];
  const accountFeatures = [
    { icon: Heart, title: t('howItWorks.account.favoritesTitle'), body: <p>{t('howItWorks.account.favoritesBody')}</p> },
    { icon: Bell, title: t('howItWorks.account.updatesTitle'), body: <p>{t('howItWorks.account.updatesBody')}</p> },
    { icon: Route, title: t('howItWorks.account.plannerTitle'), body: <p>{t('howItWorks.account.plannerBody')}</p> },
    { icon: CalendarDays, title: t('howItWorks.account.optimizeTitle'), body: <p>{t('howItWorks.account.optimizeBody')}</p> },
    { icon: Download, title: t('howItWorks.account.exportTitle'), body: <p>{t('howItWorks.account.exportBody')}</p> },
    { icon: Star, title: t('howItWorks.account.reviewsTitle'), body: <p>{t('howItWorks.account.reviewsBody')}</p> },
    { icon: MessageSquare, title: t('howItWorks.account.messageTitle'), body: <p>{t('howItWorks.account.messageBody')}</p> },
    { icon: Trophy, title: t('howItWorks.account.badgesTitle'), body: <p>{t('howItWorks.account.badgesBody')}</p> },
  ];
  return (
    <Page eyebrow={t('howItWorks.eyebrow')} title={t('howItWorks.title')} lead={t('howItWorks.lead')}>
      <Section title={t('howItWorks.findTitle')} lead={t('howItWorks.findLead')}>
        <Steps steps={findSteps} />
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild>
            <Link href={paths.browse}>{t('howItWorks.browse')}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link href={paths.openNow}>{t('howItWorks.openNow')}</Link>
          </Button>
        </div>
      </Section>

      <Section title={t('howItWorks.accountTitle')} lead={t('howItWorks.accountLead')}>
        <FeatureGrid items={accountFeatures} />
      </Section>

      <Section title={t('howItWorks.sourcesTitle')}>
        <div className="space-y-4 text-stone-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline">
          <p>{t('howItWorks.sources1')}</p>
          <p>
            <Trans t={t} i18nKey="howItWorks.sources2" components={{ mail: <a href="mailto:support@farmstandfinder.com" /> }} />
          </p>
        </div>
      </Section>

      <CtaPanel
        title={t('howItWorks.ctaTitle')}
        actions={
          <>
            <Button asChild variant="sun">
              <Link href={paths.join}>{t('howItWorks.ctaList')}</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link href={paths.farmers}>{t('howItWorks.ctaFarmers')}</Link>
            </Button>
          </>
        }
      >
        <p>{t('howItWorks.ctaBody')}</p>
      </CtaPanel>
    </Page>
  );
}
