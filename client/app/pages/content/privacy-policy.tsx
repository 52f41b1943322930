import { Trans, useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { formatLongDate } from '@common/i18n/format';
import type { Language } from '@common/i18n/languages';
import { paths } from '@/lib/paths';
import { Page, Prose } from '@/components/layout/page';

const EFFECTIVE_DATE = new Date('2026-11-22T00:00:00Z');

export default function PrivacyPolicyPage() {
  const { t, i18n } = useTranslation('content');
  const C = {
    privacyMail: <a href="mailto:privacy@farmstandfinder.com" />,
    support: <Link href={paths.support} />,
    supportMail: <a href="mailto:support@farmstandfinder.com" />,
    terms: <Link href={paths.terms} />,
  };
  return (
    <Page
      eyebrow={t('legal.eyebrow')}
      title={t('privacy.title')}
      lead={t('legal.effective', { date: formatLongDate(EFFECTIVE_DATE, i18n.language as Language) })}
    >
      <Prose>
        <p>{t('privacy.b01')}</p>

        <h2>{t('privacy.b02')}</h2>
        <h3>{t('privacy.b03')}</h3>
        <p>{t('privacy.b04')}</p>
        <h3>{t('privacy.b05')}</h3>
        <p>{t('privacy.b06')}</p>
        <h3>{t('privacy.b07')}</h3>
        <p>{t('privacy.b08')}</p>
        <h3>{t('privacy.b09')}</h3>
        <ul>
          <li>{t('privacy.b10')}</li>
          <li>{t('privacy.b11')}</li>
          <li>{t('privacy.b12')}</li>
          <li>{t('privacy.b13')}</li>
          <li>{t('privacy.b14')}</li>
        </ul>
        <h3>{t('privacy.b15')}</h3>
        <p>{t('privacy.b16')}</p>
        <h3>{t('privacy.b17')}</h3>
        <p>{t('privacy.b18')}</p>

        <h2>{t('privacy.b19')}</h2>
        <ul>
          <li>{t('privacy.b20')}</li>
          <li>{t('privacy.b21')}</li>
          <li>{t('privacy.b22')}</li>
          <li>{t('privacy.b23')}</li>
          <li>{t('privacy.b24')}</li>
        </ul>
        <p>{t('privacy.b25')}</p>

        <h2>{t('privacy.b26')}</h2>
        <ul>
          <li>{t('privacy.b27')}</li>
          <li>{t('privacy.b28')}</li>
          <li>{t('privacy.b29')}</li>
          <li>{t('privacy.b30')}</li>
        </ul>

        <h2>{t('privacy.b31')}</h2>
        <ul>
          <li>{t('privacy.b32')}</li>
          <li>{t('privacy.b33')}</li>
          <li>{t('privacy.b34')}</li>
          <li>{t('privacy.b35')}</li>
          <li>{t('privacy.b36')}</li>
          <li>{t('privacy.b37')}</li>
        </ul>

        <h2>{t('privacy.b38')}</h2>
        <ul>
          <li>
            <Trans t={t} i18nKey="privacy.b39" components={C} />
          </li>
          <li>
            <Trans t={t} i18nKey="privacy.b40" components={C} />
          </li>
          <li>
            <Trans t={t} i18nKey="privacy.b41" components={C} />
          </li>
          <li>
            <Trans t={t} i18nKey="privacy.b42" components={C} />
          </li>
          <li>
            <Trans t={t} i18nKey="privacy.b43" components={C} />
          </li>
        </ul>
        <p>
          <Trans t={t} i18nKey="privacy.b44" components={C} />
        </p>

        <h2>{t('privacy.b45')}</h2>
        <p>{t('privacy.b46')}</p>

        <h2>{t('privacy.b47')}</h2>
        <p>{t('privacy.b48')}</p>

        <h2>{t('privacy.b49')}</h2>
        <p>{t('privacy.b50')}</p>

        <h2>{t('privacy.b51')}</h2>
        <p>
          <Trans t={t} i18nKey="privacy.b52" components={C} />
        </p>

        <h2>{t('privacy.b53')}</h2>
        <p>{t('privacy.b54')}</p>

        <h2>{t('privacy.b55')}</h2>
        <p>
          <Trans t={t} i18nKey="privacy.b56" components={C} />
        </p>
      </Prose>
    </Page>
  );
}
