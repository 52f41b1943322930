import { Trans, useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { CalendarClock, Megaphone, Search, Store, Tags, ToggleRight } from 'lucide-react';
import { paths } from '@/lib/paths';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { CtaPanel, FeatureGrid, Section, Steps } from './blocks';

export default function MarketVendorsPage() {
  const { t } = useTranslation('content');
  const managers = [
    { icon: CalendarClock, title: t('marketVendors.managers.daysTitle'), body: <p>{t('marketVendors.managers.daysBody')}</p> },
    { icon: Tags, title: t('marketVendors.managers.benefitsTitle'), body: <p>{t('marketVendors.managers.benefitsBody')}</p> },
    { icon: Search, title: t('marketVendors.managers.foundTitle'), body: <p>{t('marketVendors.managers.foundBody')}</p> },
    { icon: Megaphone, title: t('marketVendors.managers.tellTitle'), body: <p>{t('marketVendors.managers.tellBody')}</p> },
  ];
  const vendors = [
    { icon: Store, title: t('marketVendors.vendors.listingTitle'), body: <p>{t('marketVendors.vendors.listingBody')}</p> },
    { icon: ToggleRight, title: t('marketVendors.vendors.bringingTitle'), body: <p>{t('marketVendors.vendors.bringingBody')}</p> },
  ];
  const steps = [
    { title: t('marketVendors.steps.accountTitle'), body: <p>{t('marketVendors.steps.accountBody')}</p> },
    { title: t('marketVendors.steps.addTitle'), body: <p>{t('marketVendors.steps.addBody')}</p> },
    { title: t('marketVendors.steps.daysTitle'), body: <p>{t('marketVendors.steps.daysBody')}</p> },
    { title: t('marketVendors.steps.currentTitle'), body: <p>{t('marketVendors.steps.currentBody')}</p> },
  ];
  return (
    <Page eyebrow={t('marketVendors.eyebrow')} title={t('marketVendors.title')} lead={t('marketVendors.lead')}>
      <Section title={t('marketVendors.managersTitle')}>
        <FeatureGrid items={managers} />
      </Section>

      <Section title={t('marketVendors.vendorsTitle')}>
        <FeatureGrid items={vendors} />
      </Section>

      <Section title={t('marketVendors.setupTitle')}>
        <Steps steps={steps} />
        <p className="mt-6 text-stone-700">
          <Trans
            t={t}
            i18nKey="marketVendors.claim"
            components={{ mail: <a href="mailto:support@farmstandfinder.com" className="font-medium text-brand-700 underline" /> }}
          />
        </p>
      </Section>

      <CtaPanel
        title={t('marketVendors.ctaTitle')}
        actions={
          <>
            <Button asChild variant="sun" size="lg">
              <Link href={paths.join}>{t('marketVendors.ctaList')}</Link>
            </Button>
            <Button asChild variant="secondary" size="lg">
              <Link href={paths.farmers}>{t('marketVendors.ctaFarmers')}</Link>
            </Button>
          </>
        }
      >
        <p>{t('marketVendors.ctaBody')}</p>
      </CtaPanel>
    </Page>
  );
}
