/**
 * A stand's payment handles: each service's public rules, and the pay link a shopper opens (issue 33 points 1 and 3,
 * decision 065). No money passes through the app: these links open the farmer's own account in the service's app or
 * site, with the amount and a note filled in; the shopper confirms there.
 */

/** The mobile services a stand can name a handle for. Zelle has no public pay link: its handle is shown to copy. */
export const HANDLE_SERVICES = ['venmo', 'paypal', 'cash-app', 'zelle'] as const;
export type HandleService = (typeof HANDLE_SERVICES)[number];

/** What each service accepts, from its own help pages (decision 065). */
const RULES: Record<Exclude<HandleService, 'zelle'>, RegExp> = {
  // Venmo usernames: 5 to 30 letters, numbers, hyphens or underscores.
  venmo: /^[A-Za-z0-9_-]{5,30}$/,
  // PayPal.me names: up to 20 letters and numbers.
  paypal: /^[A-Za-z0-9]{1,20}$/,
  // Cash App $Cashtags: at most 20 characters, at least one letter; no symbols, dashes or spaces.
  'cash-app': /^(?=[A-Za-z0-9_]*[A-Za-z])[A-Za-z0-9_]{1,20}$/,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A handle as a farmer types or pastes it, reduced to the bare name: `@name`, `$tag`, `venmo.com/u/name`,
 * `https://paypal.me/name`, `cash.app/$tag` all give the name. Zelle keeps an email (lower-cased) or a US phone
 * (10 digits). Null when it breaks the service's rules.
 */
export function normalizeHandle(service: HandleService, raw: string): string | null {
  let s = raw.trim();
  if (service === 'zelle') {
    if (EMAIL.test(s) && s.length <= 254) return s.toLowerCase();
    const digits = s.replace(/[\s().+-]/g, '');
    const us = /^1?(\d{10})$/.exec(digits);
    return us && !/[^\d\s().+-]/.test(s) ? us[1] : null;
  }
  s = s.replace(/^https?:\/\//i, '').replace(/^www\./i, '');
  if (service === 'venmo') s = s.replace(/^(account\.)?venmo\.com\/(u\/)?/i, '').replace(/^@/, '');
  if (service === 'paypal') s = s.replace(/^(paypal\.me|paypal\.com\/paypalme)\//i, '');
  if (service === 'cash-app') s = s.replace(/^cash\.app\//i, '').replace(/^\$/, '');
  s = s.replace(/[/?#].*$/, '');
  return RULES[service].test(s) ? s : null;
}

/** How a handle reads on the page: `@name`, `paypal.me/name`, `$tag`, or Zelle's email or (555) 123-4567. */
export function displayHandle(service: HandleService, handle: string): string {
  if (service === 'venmo') return `@${handle}`;
  if (service === 'paypal') return `paypal.me/${handle}`;
  if (service === 'cash-app') return `$${handle}`;
  return /^\d{10}$/.test(handle) ? `(${handle.slice(0, 3)}) ${handle.slice(3, 6)}-${handle.slice(6)}` : handle;
}

/** Cents as the services' amount field wants it: `12.5` → `12.50`. */
export const amountText = (cents: number) => (cents / 100).toFixed(2);

/**
 * The link a shopper opens to pay `amountCents` to this handle, with a note where the service carries one
 * (Venmo; PayPal.me and Cash App links take only the amount). Null for Zelle: it has no public pay link.
 * The formats are the issue's own (issue 33 point 3): Venmo `https://venmo.com/<handle>?txn=pay&amount=…&note=…`,
 * PayPal `https://paypal.me/<name>/<amount>USD`, Cash App `https://cash.app/$<tag>/<amount>`.
 */
export function payLink(service: HandleService, handle: string, pay?: { amountCents: number; note: string }): string | null {
  if (service === 'zelle') return null;
  const amount = pay && pay.amountCents > 0 ? amountText(pay.amountCents) : null;
  if (service === 'venmo') {
    if (!amount) return `https://venmo.com/${handle}`;
    const q = new URLSearchParams({ txn: 'pay', amount, note: pay!.note });
    return `https://venmo.com/${handle}?${q.toString().replace(/\+/g, '%20')}`;
  }
  if (service === 'paypal') return `https://paypal.me/${handle}${amount ? `/${amount}USD` : ''}`;
  return `https://cash.app/$${handle}${amount ? `/${amount}` : ''}`;
}

/** The note sent with a payment: the stand and what was taken, short enough for every service's note field. */
export function payNote(standName: string, items: Array<{ name: string; quantity: number }>): string {
  const list = items.map((i) => (i.quantity === 1 ? i.name : `${i.quantity} × ${i.name}`)).join(', ');
  const note = `${standName}: ${list}`;
  return note.length > 200 ? `${note.slice(0, 199)}…` : note;
}
