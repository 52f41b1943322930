import { Globe, Mail, Phone } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/react';
import type { FarmDetail } from '@common/schemas/farms';

const row = 'flex min-h-11 items-center gap-3 rounded-xl px-2 font-medium text-brand-800 hover:bg-brand-50';
const host = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};

export function ContactList({ farm }: { farm: Pick<FarmDetail, 'phone' | 'website' | 'email'> }) {
  const { t } = useTranslation('farms');
  if (!farm.phone && !farm.website && !farm.email) return <p className="text-stone-700">{t('contact.none')}</p>;
  return (
    <ul className="space-y-1">
      {farm.phone && (
        <li>
          <a href={`tel:${farm.phone.replace(/[^\d+]/g, '')}`} className={row}>
            <Phone className="h-5 w-5 shrink-0" aria-hidden="true" />
            <span>
              <span className="sr-only">{t('contact.call')} </span>
              {farm.phone}
            </span>
          </a>
        </li>
      )}
      {farm.website && (
        <li>
          {/* Farmers' own links: no endorsement (nofollow), no access to this page (noopener). */}
          <a href={farm.website} target="_blank" rel="nofollow noopener noreferrer" className={row}>
            <Globe className="h-5 w-5 shrink-0" aria-hidden="true" />
            <span className="truncate">
              {host(farm.website)}
              <span className="sr-only"> {t('contact.websiteHint')}</span>
            </span>
          </a>
        </li>
      )}
      {farm.email && (
        <li>
          <a href={`mailto:${farm.email}`} className={row}>
            <Mail className="h-5 w-5 shrink-0" aria-hidden="true" />
            <span className="truncate">{farm.email}</span>
          </a>
        </li>
      )}
    </ul>
  );
}
