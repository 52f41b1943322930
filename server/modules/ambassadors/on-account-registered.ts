import { onEvent } from '../../lib/events/index.js';
import { creditSignup } from './referral-credit.js';

/** A sign-up that came with an approved ambassador's code is credited to them. */
export const ambassadorsOnAccountRegistered = onEvent('account.registered', 'ambassadors.credit-signup', async ({ userId, ref }, { tx }) => {
  await creditSignup(tx, { userId, ref });
});
