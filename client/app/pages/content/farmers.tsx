import { Trans, useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { ChartLine, Clock, HandCoins, Megaphone, MessageSquareReply, ShieldCheck, Smartphone, ToggleRight } from 'lucide-react';
import { paths } from '@/lib/paths';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { CtaPanel, FeatureGrid, Section } from './blocks';

export default function FarmersPage() {
  const { t } = useTranslation('content');
  const benefits = [
    { icon: Clock, title: t('farmers.benefits.hoursTitle'), body: <p>{t('farmers.benefits.hoursBody')}</p> },
    { icon: ToggleRight, title: t('farmers.benefits.availableTitle'), body: <p>{t('farmers.benefits.availableBody')}</p> },
    { icon: Megaphone, title: t('farmers.benefits.followersTitle'), body: <p>{t('farmers.benefits.followersBody')}</p> },
    { icon: MessageSquareReply, title: t('farmers.benefits.reviewsTitle'), body: <p>{t('farmers.benefits.reviewsBody')}</p> },
    { icon: ChartLine, title: t('farmers.benefits.dashboardTitle'), body: <p>{t('farmers.benefits.dashboardBody')}</p> },
    { icon: HandCoins, title: t('farmers.benefits.freeTitle'), body: <p>{t('farmers.benefits.freeBody')}</p> },
  ];
  const also = [
    { icon: Smartphone, title: t('farmers.also.phoneTitle'), body: <p>{t('farmers.also.phoneBody')}</p> },
    { icon: ShieldCheck, title: t('farmers.also.accountTitle'), body: <p>{t('farmers.also.accountBody')}</p> },
  ];
  return (
    <Page eyebrow={t('farmers.eyebrow')} title={t('farmers.title')} lead={t('farmers.lead')}>
      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link href={paths.join}>{t('farmers.listFree')}</Link>
        </Button>
        <Button asChild variant="secondary" size="lg">
          <Link href={paths.successStories}>{t('farmers.howOthers')}</Link>
        </Button>
      </div>

      <Section title={t('farmers.getTitle')} className="mt-14">
        <FeatureGrid items={benefits} />
      </Section>

      <Section title={t('farmers.builtTitle')}>
        <FeatureGrid items={also} />
        <p className="mt-6 text-stone-700">
          <Trans
            t={t}
            i18nKey="farmers.markets"
            components={{ markets: <Link href={paths.marketVendors} className="font-medium text-brand-700 underline" /> }}
          />
        </p>
      </Section>

      <CtaPanel
        title={t('farmers.ctaTitle')}
        actions={
          <>
            <Button asChild variant="sun" size="lg">
              <Link href={paths.join}>{t('farmers.ctaStart')}</Link>
            </Button>
            <Button asChild variant="secondary" size="lg">
              <Link href={paths.support}>{t('farmers.ctaFaq')}</Link>
            </Button>
          </>
        }
      >
        <p>{t('farmers.ctaBody')}</p>
      </CtaPanel>
    </Page>
  );
}
