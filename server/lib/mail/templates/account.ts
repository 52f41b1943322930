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

export const confirmNewEmail = (d: { firstName: string; url: string; email: string }) =>
  renderEmail({
    subject: 'Confirm your new email for Farm Stand Finder',
    preheader: 'Confirm the change and we will use this address from now on.',
    heading: 'Confirm your new email address',
    paragraphs: [`Hi ${d.firstName}, you asked to use ${d.email} for your Farm Stand Finder account. Confirm it and we will send everything here from now on.`],
    action: { label: 'Use this email address', url: d.url },
    footer: ['This link works for 24 hours. If you did not ask for this, ignore this email: nothing changes.'],
  });

/** Told to the account's address after a change it should know about (ASVS 2.2.3). */
export const securityNotice = (d: { firstName: string; change: string; url: string }) =>
  renderEmail({
    subject: `Security notice: ${d.change}`,
    preheader: 'If this was you, there is nothing to do.',
    heading: d.change.charAt(0).toUpperCase() + d.change.slice(1),
    paragraphs: [
      `Hi ${d.firstName}, this is a note that the following happened on your Farm Stand Finder account just now: ${d.change}.`,
      'If this was you, there is nothing to do. If it was not, reset your password right away and sign out everywhere from account settings, then contact support.',
    ],
    action: { label: 'Open account settings', url: d.url },
  });
