import type { Language } from '@common/i18n/languages.js';
import { localize, translator, type Message } from '../../i18n.js';
import { inert, renderEmail } from './layout.js';

/** Account emails: sent because the person asked for them, so no unsubscribe link. */
export const verifyEmail = (d: { firstName: string; url: string }, lang: Language) => {
  const t = translator(lang);
  return renderEmail(
    {
      subject: t('emails:verify.subject'),
      preheader: t('emails:verify.preheader'),
      heading: t('emails:verify.heading', { name: inert(d.firstName) }),
      paragraphs: [t('emails:verify.body')],
      action: { label: t('emails:verify.action'), url: d.url },
      footer: [t('emails:verify.footer')],
    },
    lang,
  );
};

export const resetPassword = (d: { firstName: string; url: string }, lang: Language) => {
  const t = translator(lang);
  return renderEmail(
    {
      subject: t('emails:reset.subject'),
      preheader: t('emails:reset.preheader'),
      heading: t('emails:reset.heading'),
      paragraphs: [t('emails:reset.body', { name: inert(d.firstName) })],
      action: { label: t('emails:reset.action'), url: d.url },
      footer: [t('emails:reset.footer')],
    },
    lang,
  );
};

export const confirmNewEmail = (d: { firstName: string; url: string; email: string }, lang: Language) => {
  const t = translator(lang);
  return renderEmail(
    {
      subject: t('emails:newEmail.subject'),
      preheader: t('emails:newEmail.preheader'),
      heading: t('emails:newEmail.heading'),
      paragraphs: [t('emails:newEmail.body', { name: inert(d.firstName), email: d.email })],
      action: { label: t('emails:newEmail.action'), url: d.url },
      footer: [t('emails:newEmail.footer')],
    },
    lang,
  );
};

/**
 * Told to the account's address after a change it should know about (ASVS 2.2.3). `change` is a message
 * (`emails:security.changes.*`, with its values) said in the reader's language.
 */
export const securityNotice = (d: { firstName: string; change: Message; url: string }, lang: Language) => {
  const t = translator(lang);
  const change = localize(d.change, lang);
  return renderEmail(
    {
      subject: t('emails:security.subject', { change }),
      preheader: t('emails:security.preheader'),
      heading: change.charAt(0).toUpperCase() + change.slice(1),
      paragraphs: [t('emails:security.body', { name: inert(d.firstName), change }), t('emails:security.advice')],
      action: { label: t('emails:security.action'), url: d.url },
    },
    lang,
  );
};
