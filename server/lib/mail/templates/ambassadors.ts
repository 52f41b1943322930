import type { Language } from '@common/i18n/languages.js';
import { translator } from '../../i18n.js';
import { inert, renderEmail } from './layout.js';

/** Sent once, when an admin approves an ambassador application. */
export const ambassadorApproved = (d: { firstName: string; link: string; dashboardUrl: string }, lang: Language) => {
  const t = translator(lang);
  return renderEmail(
    {
      subject: t('emails:ambassador.subject'),
      preheader: t('emails:ambassador.preheader'),
      heading: t('emails:ambassador.heading', { name: inert(d.firstName) }),
      paragraphs: [t('emails:ambassador.approved'), t('emails:ambassador.link', { link: d.link }), t('emails:ambassador.dashboard')],
      action: { label: t('emails:ambassador.action'), url: d.dashboardUrl },
      footer: [t('emails:ambassador.footer')],
    },
    lang,
  );
};
