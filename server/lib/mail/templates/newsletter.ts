import type { Language } from '@common/i18n/languages.js';
import { translator } from '../../i18n.js';
import { renderEmail } from './layout.js';

/**
 * Asks an address that unsubscribed whether the newsletter may come back (decision 048): anyone may type an
 * address into the sign-up box, so only the link in this mail adds it again. No text of the requester's in it.
 */
export const newsletterConfirm = (d: { url: string }, lang: Language) => {
  const t = translator(lang);
  return renderEmail(
    {
      subject: t('emails:newsletter.subject'),
      preheader: t('emails:newsletter.preheader'),
      heading: t('emails:newsletter.heading'),
      paragraphs: [t('emails:newsletter.body')],
      action: { label: t('emails:newsletter.action'), url: d.url },
      footer: [t('emails:newsletter.footer')],
    },
    lang,
  );
};
