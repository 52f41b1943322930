import type { Alert } from '@common/schemas/alerts';

// Every user-facing sentence about alerts in one place (issue 16 moves them into a catalogue).
export const ALERT_TEXT = {
  create: 'Tell me when it’s available',
  createFor: (product: string) => `Alert me about ${product}`,
  tellMe: 'Tell me when it’s back',
  dialogTitle: 'Get an alert',
  dialogLead: (place: string) => `We’ll tell you the first time each day a stand within your distance of ${place} marks it available.`,
  product: 'Product',
  productHint: 'One word or two, like “strawberries” or “sweet corn”. Small typos are fine.',
  distance: 'Within',
  save: 'Create alert',
  saving: 'Creating…',
  created: (a: Alert) => `Alert set: we’ll tell you when ${a.product} is available within ${a.radius} ${a.unit} of ${a.place.label}.`,
  signIn: 'Sign in to get alerts',
  settingsTitle: 'Product alerts',
  settingsLead: 'What you asked to hear about, and where. Each alert lasts six months; renew it with one tap.',
  none: 'No alerts yet. Find one on “What’s fresh near you”, or on a stand’s page next to a product that is not available.',
  findMore: 'What’s fresh near you',
  where: (a: Alert) => `Within ${a.radius} ${a.unit} of ${a.place.label}`,
  expires: (a: Alert) =>
    a.expired
      ? 'Expired: it no longer fires'
      : `Until ${new Date(a.expiresAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })}`,
  renew: 'Renew',
  remove: 'Delete',
  count: (n: number, max: number) => `${n} of ${max}`,
};
