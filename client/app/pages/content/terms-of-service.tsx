import { Trans, useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { formatLongDate } from '@common/i18n/format';
import type { Language } from '@common/i18n/languages';
import { paths } from '@/lib/paths';
import { Page, Prose } from '@/components/layout/page';

const EFFECTIVE_DATE = new Date('2026-11-22T00:00:00Z');

export default function TermsOfServicePage() {
  const { t, i18n } = useTranslation('content');
  const C = {
    privacy: <Link href={paths.privacy} />,
    privacyMail: <a href="mailto:privacy@farmstandfinder.com" />,
    supportMail: <a href="mailto:support@farmstandfinder.com" />,
  };
  return (
    <Page
      eyebrow={t('legal.eyebrow')}
      title={t('terms.title')}
      lead={t('legal.effective', { date: formatLongDate(EFFECTIVE_DATE, i18n.language as Language) })}
    >
      <Prose>
        <p>
          <Trans t={t} i18nKey="terms.b01" components={C} />
        </p>

        <h2>{t('terms.b02')}</h2>
        <p>{t('terms.b03')}</p>

        <h2>{t('terms.b04')}</h2>
        <ul>
          <li>{t('terms.b05')}</li>
          <li>{t('terms.b06')}</li>
          <li>{t('terms.b07')}</li>
          <li>{t('terms.b08')}</li>
        </ul>

        <h2>{t('terms.b09')}</h2>
        <p>{t('terms.b10')}</p>
        <p>{t('terms.b11')}</p>

        <h2>{t('terms.b12')}</h2>
        <ul>
          <li>{t('terms.b13')}</li>
          <li>{t('terms.b14')}</li>
          <li>{t('terms.b15')}</li>
          <li>{t('terms.b16')}</li>
          <li>{t('terms.b17')}</li>
        </ul>
        <p>{t('terms.b18')}</p>

        <h2>{t('terms.b19')}</h2>
        <ul>
          <li>{t('terms.b20')}</li>
          <li>{t('terms.b21')}</li>
          <li>{t('terms.b22')}</li>
          <li>{t('terms.b23')}</li>
        </ul>

        <h2>{t('terms.b24')}</h2>
        <p>{t('terms.b25')}</p>

        <h2>{t('terms.b26')}</h2>
        <p>{t('terms.b27')}</p>

        <h2>{t('terms.b28')}</h2>
        <p>{t('terms.b29')}</p>

        <h2>{t('terms.b30')}</h2>
        <p>{t('terms.b31')}</p>

        <h2>{t('terms.b32')}</h2>
        <p>{t('terms.b33')}</p>

        <h2>{t('terms.b34')}</h2>
        <p>{t('terms.b35')}</p>

        <h2>{t('terms.b36')}</h2>
        <p>{t('terms.b37')}</p>

        <h2>{t('terms.b38')}</h2>
        <p>{t('terms.b39')}</p>

        <h2>{t('terms.b40')}</h2>
        <p>{t('terms.b41')}</p>

        <h2>{t('terms.b42')}</h2>
        <p>{t('terms.b43')}</p>

        <h2>{t('terms.b44')}</h2>
        <p>
          <Trans t={t} i18nKey="terms.b45" components={C} />
        </p>
      </Prose>
    </Page>
  );
}
