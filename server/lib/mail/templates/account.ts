import { renderEmail } from './layout.js';

/** Account emails: sent because the person asked for them, so no unsubscribe link. */
export const verifyEmail = (d: { firstName: string; url: string }) =>
  renderEmail({
    subject: 'Confirm your email for Farm Stand Finder',
    preheader: 'One tap and you can message farmers and post reviews.',
    heading: `Welcome, ${d.firstName}!`,
    paragraphs: [
      'Please confirm that this is your email address. Once it is confirmed you can message farmers and post reviews, so farmers know they are hearing from real people.',
    ],
    action: { label: 'Confirm my email', url: d.url },
    footer: ['This link works for 24 hours. If you did not create an account, you can ignore this email.'],
  });

export const resetPassword = (d: { firstName: string; url: string }) =>
  renderEmail({
    subject: 'Reset your Farm Stand Finder password',
    preheader: 'A link to choose a new password, valid for one hour.',
    heading: 'Choose a new password',
    paragraphs: [`Hi ${d.firstName}, someone (hopefully you) asked to reset the password of your Farm Stand Finder account.`],
    action: { label: 'Choose a new password', url: d.url },
    footer: ['The link works once, for one hour. If you did not ask for it, ignore this email: your password stays as it is.'],
  });
