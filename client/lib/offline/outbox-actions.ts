/**
 * The actions a user can make without signal (docs/product.md §10). Each is kept on the phone and sent once when the
 * connection returns, with its Idempotency-Key. A new kind is one entry here and `idempotent` on its route.
 * Shared by the page and the service worker: nothing here may import React or page code.
 */
import type { SaleMethod } from '@common/schemas/sales';

/** The Background Sync tag the worker sends the outbox on. */
export const OUTBOX_SYNC_TAG = 'fsf-outbox';

export interface ActionInputs {
  'check-in': { farmId: number; lat?: number; lng?: number; unverified: boolean; at: string };
  favorite: { farmId: number };
  unfavorite: { farmId: number };
  review: { farmId: number; rating: number; body: string };
  message: { peerId: string; body: string };
  'was-it-open': { farmId: number; open: boolean; had: string[]; soldOut: string[]; lat?: number; lng?: number; at: string };
  /** An honor-box sale (issue 33 point 3, decision 064): no account, the sign's token is the credential. */
  'stand-sale': { farmId: number; token: string; items: Array<{ productId: string; quantity: number }>; method: SaleMethod; saidPaidCents: number };
}
export type ActionKind = keyof ActionInputs;

interface ActionDef<K extends ActionKind> {
  /** POST with a JSON body, or a DELETE (no body). */
  request: (input: ActionInputs[K]) => { url: string; body: object } | { method: 'DELETE'; url: string };
}

export const OUTBOX_ACTIONS: { [K in ActionKind]: ActionDef<K> } = {
  'check-in': { request: ({ farmId, ...body }) => ({ url: `/api/farms/${farmId}/visits`, body }) },
  favorite: { request: ({ farmId }) => ({ url: '/api/favorites', body: { farmId } }) },
  // Sent in order after a favorite made before it: saved then removed offline ends removed.
  unfavorite: { request: ({ farmId }) => ({ method: 'DELETE', url: `/api/favorites/${farmId}` }) },
  review: { request: ({ farmId, ...body }) => ({ url: `/api/farms/${farmId}/reviews`, body }) },
  message: { request: ({ peerId, body }) => ({ url: `/api/messages/${encodeURIComponent(peerId)}`, body: { body } }) },
  'was-it-open': { request: ({ farmId, ...body }) => ({ url: `/api/farms/${farmId}/confirmations`, body }) },
  'stand-sale': { request: ({ farmId, token, ...body }) => ({ url: `/api/farms/${farmId}/stock/${encodeURIComponent(token)}/sales`, body }) },
};

/**
 * Kinds made without an account: kept under no user (`userId` ''), sent whoever is signed in (or nobody), and kept
 * through a sign-out. The sign's token in the request is what the server checks (decision 034), not a session.
 */
export const ANONYMOUS_KINDS: ReadonlySet<ActionKind> = new Set<ActionKind>(['stand-sale']);
export const isAnonymousKind = (kind: ActionKind) => ANONYMOUS_KINDS.has(kind);

export interface OutboxItem<K extends ActionKind = ActionKind> {
  /** Also the Idempotency-Key: every attempt to send it is the same request to the server. */
  id: string;
  kind: K;
  input: ActionInputs[K];
  /** What the "waiting to send" list says, written when it was made ("Check-in at Sunny Acres"). */
  label: string;
  userId: string;
  createdAt: string;
  state: 'waiting' | 'failed';
  /** Why the server refused it, for a failed action. */
  error?: string;
}
