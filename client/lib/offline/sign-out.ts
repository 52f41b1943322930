import { flushOutbox } from './outbox';
import { forgetUser } from './owner';

/** Before signing out: what is still waiting is sent while the session lasts (best effort, never blocking). */
export async function beforeSignOut(userId: string | null) {
  await flushOutbox(userId).catch(() => undefined);
}

/** After: the phone forgets the user's saved pages and anything that could not be sent. */
export async function afterSignOut() {
  await forgetUser().catch(() => undefined);
}
