import { DEFAULT_LANGUAGE, type Language } from '@common/i18n/languages.js';
import { translator } from '../../i18n.js';
import { renderEmail, type RenderedEmail } from './layout.js';

/** A contact-form message, forwarded to the support address; replying answers the sender. */
// To the site's team: the service sends it in the site's default language. The sender's words stay as written.
export const supportMessage = (
  d: { name: string; email: string; topic: string; message: string; adminUrl: string },
  lang: Language = DEFAULT_LANGUAGE,
): RenderedEmail => {
  const t = translator(lang);
  return {
    ...renderEmail(
      {
        subject: t('emails:support.subject', { topic: d.topic, name: d.name }),
        preheader: d.message.slice(0, 90),
        heading: t('emails:support.heading', { name: d.name }),
        paragraphs: [t('emails:support.topic', { topic: d.topic }), t('emails:support.email', { email: d.email }), ...d.message.split(/\n{2,}/)],
        action: { label: t('emails:support.action'), url: d.adminUrl },
        footer: [t('emails:support.footer')],
      },
      lang,
    ),
    headers: { 'Reply-To': d.email },
  };
};
