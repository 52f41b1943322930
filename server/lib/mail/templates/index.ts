import type { Language } from '@common/i18n/languages.js';
import type { RenderedEmail } from './layout.js';
import { supportMessage } from './support.js';
import { ambassadorApproved } from './ambassadors.js';
import { confirmNewEmail, resetPassword, securityNotice, verifyEmail } from './account.js';
import { notificationEmail } from './notifications.js';
import { newsletterConfirm } from './newsletter.js';

/** Every email the site sends, by name. Add a template here and `enqueueEmail` type-checks its data. */
export const templates = {
  'verify-email': verifyEmail,
  'reset-password': resetPassword,
  'support-message': supportMessage,
  'ambassador-approved': ambassadorApproved,
  'confirm-new-email': confirmNewEmail,
  'security-notice': securityNotice,
  notification: notificationEmail,
  'newsletter-confirm': newsletterConfirm,
} satisfies Record<string, (data: never, lang: Language) => RenderedEmail>;

export type TemplateName = keyof typeof templates;

/**
 * Who a template may be sent to (issue 29 point 4): an address nobody has proved theirs gets only the mails that
 * prove it (verification, a new address's confirmation, a password reset), never text other people chose;
 * `team` mails go to the site's own SUPPORT_EMAIL; every other mail only to the verified address of an account.
 */
export const AUDIENCE: Record<TemplateName, 'unproven' | 'team' | 'verified'> = {
  'verify-email': 'unproven',
  'reset-password': 'unproven',
  'confirm-new-email': 'unproven',
  // Asks the address itself, with no one else's words (decision 048).
  'newsletter-confirm': 'unproven',
  'support-message': 'team',
  'ambassador-approved': 'verified',
  'security-notice': 'verified',
  notification: 'verified',
};
export type TemplateData<T extends TemplateName> = Parameters<(typeof templates)[T]>[0];
export type { RenderedEmail } from './layout.js';
export { renderEmail, type EmailContent } from './layout.js';
