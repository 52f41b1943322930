import type { Language } from '@common/i18n/languages.js';
import { renderEmail, type RenderedEmail } from './layout.js';

/** A contact-form message, forwarded to the support address; replying answers the sender. */
// To the site's team, who work in English: not translated.
export const supportMessage = (d: { name: string; email: string; topic: string; message: string; adminUrl: string }, _lang?: Language): RenderedEmail => ({
  ...renderEmail({
    subject: `Support: ${d.topic} (from ${d.name})`,
    preheader: d.message.slice(0, 90),
    heading: `${d.name} wrote through the contact form`,
    paragraphs: [`Topic: ${d.topic}`, `Email: ${d.email}`, ...d.message.split(/\n{2,}/)],
    action: { label: 'Open support messages', url: d.adminUrl },
    footer: ['Reply to this email to answer them directly. Close the message in the admin console once it is handled.'],
  }),
  headers: { 'Reply-To': d.email },
});
