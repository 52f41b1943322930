import { farmInput } from '../../modules/farms/test-fixtures.js';

/**
 * Valid bodies: the fuzz spoils one field of them at a time (and adds unknown ones). A route without a sample
 * is fuzzed with generic field names; give it one here to reach deeper.
 */
export const SAMPLES: Record<string, Record<string, unknown>> = {
  'POST /api/register': { email: 'fuzz@example.com', password: 'a long fuzz passphrase', firstName: 'Fuzz', userType: 'consumer' },
  'POST /api/login': { email: 'fuzz@example.com', password: 'a long fuzz passphrase' },
  'POST /api/login/verify-2fa': { code: '123456' },
  'POST /api/verify-email': { token: 'A'.repeat(43) },
  'POST /api/password/forgot': { email: 'fuzz@example.com' },
  'POST /api/password/reset': { token: 'A'.repeat(43), password: 'a long fuzz passphrase' },
  'PUT /api/user/home': { lat: 41.9, lng: -74, label: 'Home' },
  'PATCH /api/account/profile': { firstName: 'Fuzz', units: 'km' },
  'PUT /api/account/user-type': { userType: 'farmer' },
  'POST /api/account/password': { currentPassword: 'wrong but well formed', newPassword: 'a long fuzz passphrase' },
  'POST /api/account/email': { email: 'fuzz2@example.com', currentPassword: 'wrong but well formed' },
  'POST /api/account/delete': { password: 'wrong but well formed' },
  'POST /api/account/2fa/enable': { password: 'wrong but well formed', code: '123456' },
  'POST /api/account/2fa/setup': { password: 'wrong but well formed' },
  'POST /api/account/2fa/disable': { password: 'wrong but well formed', code: '123456' },
  'POST /api/account/2fa/recovery-codes': { password: 'wrong but well formed' },
  'POST /api/farms': farmInput(),
  'PUT /api/farms/:id': farmInput(),
  'PATCH /api/farms/:id': { name: 'Fuzzed Farm', description: 'Fuzzed.' },
  'PATCH /api/farms/:id/products/:productId': { available: true },
  'PATCH /api/farms/:id/photos/:photoId': { alt: 'A photo' },
  'PUT /api/farms/:id/photos/order': { ids: [] },
  'PUT /api/admin/settings/maintenance': { isEnabled: false },
  'PUT /api/admin/settings/coming-soon': { isEnabled: false },
  'POST /api/admin/sponsors': { title: 'Fuzz', linkUrl: 'https://example.com', mediaType: 'image', imageUrl: 'https://example.com/a.png', altText: 'A' },
  'PUT /api/admin/sponsors/:id': { title: 'Fuzz', linkUrl: 'https://example.com', mediaType: 'image', imageUrl: 'https://example.com/a.png', altText: 'A' },
  'PATCH /api/admin/users/:id': { suspended: false },
  'PATCH /api/reviews/:id/hidden': { hidden: true },
  'POST /api/sponsors/impression': { assetId: '00000000-0000-4000-8000-000000000000', placement: 'popup', sessionId: 'fuzz-session' },
  'POST /api/sponsors/click': { assetId: '00000000-0000-4000-8000-000000000000', placement: 'popup', sessionId: 'fuzz-session' },
  'POST /api/newsletter/subscribe': { email: 'fuzz@example.com' },
  'POST /api/newsletter/unsubscribe': { token: 'A'.repeat(20) },
  'POST /api/analytics/pageview': { path: '/' },
  'POST /api/notifications/subscribe': { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'BPx', auth: 'ax' } },
  'POST /api/notifications/unsubscribe': { endpoint: 'https://fcm.googleapis.com/fcm/send/x' },
  'POST /api/farms/:id/confirmations': { open: true, had: [], soldOut: [], lat: 41.9, lng: -74 },
  'POST /api/farms/:id/reports': { kind: 'other', note: 'Fuzzed note' },
  'POST /api/farms/:id/reports/:reportId/reply': { body: 'Fuzzed answer' },
  'POST /api/farms/:id/claims': { note: 'This is my farm, honestly.', phone: '555-0100', website: 'https://example.com' },
  'POST /api/farms/:id/stock/:token': { productId: '00000000-0000-4000-8000-000000000000', available: true },
  'POST /api/admin/reports/:id/resolve': { action: 'dismiss', note: 'Fuzz' },
  'PUT /api/farms/:id/closed-warning/answer': { note: 'Fuzzed answer' },
  'POST /api/admin/farms/:id/closed-warning/clear': { reason: 'Fuzzed reason' },
  'POST /api/admin/claims/:id/decide': { decision: 'refuse', note: 'Fuzz' },
  'POST /api/alerts': { product: 'strawberries', near: '41.9,-74', place: 'Home', radius: 10, unit: 'mi' },
};

/**
 * Routes that take no body and ignore whatever comes: only bodies that can never be parsed are sent to them
 * (anything else would do what the route does, which is not a refusal). Every DELETE is one.
 */
export const IGNORES_BODY = [
  'PUT /api/farms/:id/mute',
  'POST /api/logout',
  'POST /api/user/complete-onboarding',
  'POST /api/verify-email/resend',
  'POST /api/account/sessions/end-all',
  'POST /api/admin/reviews/:id/dismiss-reports',
  'POST /api/farms/:id/sign/rotate',
  'POST /api/alerts/:id/renew',
  'POST /api/farms/:id/confirm',
];

const HUGE = 'x'.repeat(200_000);
/** Routes that answer with an HTML page for people (the one-click unsubscribe link), not JSON. */
export const HTML_ROUTES = [
  'GET /api/notifications/email-unsubscribe',
  'POST /api/notifications/email-unsubscribe',
  // the API reference (Swagger UI) and its files
  'GET /api/docs',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/yaml',
  'GET /api/alerts/unsubscribe',
  'POST /api/alerts/unsubscribe',
];

export const UNICODE = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\u202e\u2066evil',
  '\ufeff',
  '𝔽𝕒𝕣𝕞'.repeat(500),
  'e\u0301'.repeat(100),
  '\u200b',
  '🍅'.repeat(1000),
  'Ａｄｍｉｎ',
];

/** Values of the wrong type for a field whose valid value is `sample`. */
export function wrongValues(sample: unknown): unknown[] {
  if (typeof sample === 'string') return [12345, true, [], {}, [sample], HUGE];
  if (typeof sample === 'number') return [String(sample), 1e308, -1e308, 2 ** 53 + 1, {}, []];
  if (typeof sample === 'boolean') return [String(sample), 1, {}, []];
  if (Array.isArray(sample)) return ['x', {}, 12345, Array.from({ length: 5000 }, () => HUGE.slice(0, 50))];
  if (sample && typeof sample === 'object') return ['x', [], 12345];
  return [HUGE, {}, []];
}

/** Bodies that no JSON route may accept. */
export const RAW_BODIES: Array<{ label: string; contentType: string; body: string }> = [
  { label: 'truncated JSON', contentType: 'application/json', body: '{"email": "a@b.c",' },
  { label: 'trailing garbage', contentType: 'application/json', body: '{"a":1}}' },
  { label: 'bare word', contentType: 'application/json', body: 'nul' },
  { label: 'prototype pollution', contentType: 'application/json', body: '{"__proto__":{"isAdmin":true}}' },
  { label: 'constructor pollution', contentType: 'application/json', body: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { label: 'XML', contentType: 'application/xml', body: '<user><admin>true</admin></user>' },
  { label: 'form', contentType: 'application/x-www-form-urlencoded', body: 'email=a%40b.c&isAdmin=1' },
];

/** JSON values of the wrong shape for a body that must be an object. */
export const WRONG_ROOTS: unknown[] = [null, [], 'string', 42, true, [{}], { a: nest(3000) }];

function nest(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

export const BAD_PARAMS = [
  '-1',
  '0',
  '99999999999999999999',
  '1e308',
  '%00',
  '%F0%9F%8D%85',
  '%ED%A0%80',
  "'%20OR%201=1--",
  'x'.repeat(2000),
  '..%2F..%2Fetc%2Fpasswd',
];

export const BAD_QUERIES = [
  'limit=-1',
  'limit=1e308',
  'limit=99999999999999999999',
  'limit=abc',
  'limit=1&limit=2',
  'cursor=%00',
  `cursor=${'x'.repeat(5000)}`,
  'cursor=bm90LWEtY3Vyc29y',
  'q=%ED%A0%80',
  'q=%00',
  `q=${'%F0%9F%8D%85'.repeat(300)}`,
  'near=abc',
  'near=91,181',
  'radius=-5',
  'radius=1e308',
  'bbox=1,2,3',
  'zoom=1e308',
  'a[b]=1',
  'lat=NaN&lng=Infinity',
  'status=%E2%80%AE',
  'role=root',
  'action=%27%3B--',
  'openAt=not-a-date',
  'sort=__proto__',
];
