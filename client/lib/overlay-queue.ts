import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * At most one overlay at a time (issue 34, point 7; decision 053): the overlays that open by themselves (the onboarding
 * tutorial, a badge's toast, the install card, the email banner, the sponsor popup) each take a ticket when they are due,
 * and only the first ticket in this order is on screen. A later one waits until the one showing is closed; an earlier
 * one that comes due (a badge the person just earned) takes the screen and the one it covered comes back after it.
 */
export const OVERLAY_ORDER = ['badge', 'onboarding', 'install', 'newsletter', 'sponsor'] as const;
export type OverlayKind = (typeof OVERLAY_ORDER)[number];

interface Ticket {
  key: number;
  kind: OverlayKind;
  onTurn?: () => void;
}

let tickets: Ticket[] = [];
let showing: Ticket | null = null;
let counter = 0;
const listeners = new Set<() => void>();

const rank = (t: Ticket) => OVERLAY_ORDER.indexOf(t.kind);

function settle() {
  const first = [...tickets].sort((a, b) => rank(a) - rank(b) || a.key - b.key)[0] ?? null;
  if (first === showing) return;
  showing = first;
  listeners.forEach((l) => l());
  first?.onTurn?.();
}

/** Joins the queue; `onTurn` runs once it is this ticket's turn. Call `release` when the overlay closes (or is no longer due). */
export function queueOverlay(kind: OverlayKind, onTurn?: () => void): { key: number; release: () => void } {
  const ticket: Ticket = { key: ++counter, kind, onTurn };
  tickets.push(ticket);
  settle();
  return {
    key: ticket.key,
    release: () => {
      tickets = tickets.filter((t) => t !== ticket);
      settle();
    },
  };
}

const subscribe = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));
const showingKey = () => showing?.key ?? null;

/** For an overlay component: `due` while it would like to be on screen; true while it is its turn. */
export function useOverlayTurn(kind: OverlayKind, due: boolean): boolean {
  const [key, setKey] = useState<number | null>(null);
  useEffect(() => {
    if (!due) return;
    const ticket = queueOverlay(kind);
    setKey(ticket.key);
    return () => {
      ticket.release();
      setKey(null);
    };
  }, [kind, due]);
  const current = useSyncExternalStore(subscribe, showingKey, () => null);
  return due && key !== null && current === key;
}

export const _resetOverlaysForTest = () => {
  tickets = [];
  showing = null;
};
