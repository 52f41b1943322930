/** Every sentence the offline features show, in one place for the message catalogue (issue 16). */
export const offlineText = {
  savedAgo: (ago: string) => `Saved ${ago} — you’re offline`,
  offline: 'You’re offline. Pages you opened recently still work.',
  needsNetwork: 'You’re offline, and this page needs a connection. It will load when you’re back online.',
  ago: (ms: number) => {
    const min = Math.round(ms / 60_000);
    if (min < 1) return 'just now';
    if (min < 60) return `${min} min ago`;
    const h = Math.round(min / 60);
    if (h < 48) return `${h} h ago`;
    return `${Math.round(h / 24)} days ago`;
  },
  waiting: (n: number) => (n === 1 ? '1 action waiting to send' : `${n} actions waiting to send`),
  failed: (n: number) => (n === 1 ? '1 action could not be sent' : `${n} actions could not be sent`),
  waitingHint: 'They are kept on this phone and sent once when the connection returns.',
  waitingToSend: 'Waiting to send',
  notSent: 'Not sent',
  showDetails: 'Details',
  hideDetails: 'Hide',
  sendNow: 'Send now',
  dismiss: 'Dismiss',
  updateReady: 'A new version of Farm Stand Finder is ready.',
  updateNow: 'Reload',
  /** What each kind of action is called in the list, written when it is made. */
  label: {
    checkIn: (farm: string) => `Check-in at ${farm}`,
    favorite: (farm: string) => `Save ${farm} to favorites`,
    review: (farm: string) => `Review of ${farm}`,
    message: (to: string) => `Message to ${to}`,
  },
  queued: {
    checkIn: { title: 'Check-in saved on this phone', description: 'It will be sent with the time and place you checked in when you’re back online.' },
    favorite: { title: 'Saved on this phone', description: 'It will be added to your favorites when you’re back online.' },
    review: { title: 'Review saved on this phone', description: 'It will be posted when you’re back online.' },
    message: { title: 'Message waiting to send', description: 'It will be sent when you’re back online.' },
  },
  checkInWaiting: 'Check-in waiting to send',
};
