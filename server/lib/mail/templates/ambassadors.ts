import { renderEmail } from './layout.js';

/** Sent once, when an admin approves an ambassador application. */
export const ambassadorApproved = (d: { firstName: string; link: string; dashboardUrl: string }) =>
  renderEmail({
    subject: 'You’re a Farm Stand Finder ambassador',
    preheader: 'Your referral link is ready to share.',
    heading: `Welcome aboard, ${d.firstName}!`,
    paragraphs: [
      'Your ambassador application is approved. Share your personal link with the farm stands, u-picks and market vendors you know: farmers who sign up through it are credited to you, and listing stays free for them.',
      `Your link: ${d.link}`,
      'Your dashboard shows who signed up through your link and which of their listings are published, so you know who might need a hand finishing.',
    ],
    action: { label: 'Open my ambassador dashboard', url: d.dashboardUrl },
    footer: ['You got this email because you applied to the ambassador program on Farm Stand Finder.'],
  });
