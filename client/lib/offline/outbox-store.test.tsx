import 'fake-indexeddb/auto';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineDb } from './db';
import { newOutboxItem } from './outbox-request';
import { useOutbox, useOutboxSender } from './outbox-store';

// The outbox as every heart reads it (useFavoriteIds). A reload that finds what was already there must not hand React
// a new snapshot: a store's change is urgent, and every heart of a result list rendered again in one task on a slow
// phone (issue 31 point 1).
let renders = 0;
function Hearts() {
  const items = useOutbox();
  renders++;
  return <p data-testid="waiting">{items.map((i) => i.label).join(', ') || 'nothing'}</p>;
}
function Sender({ user }: { user: string | null }) {
  useOutboxSender(user, () => {});
  return null;
}

/** Lets the sender's reload run to its end: its module import, the outbox read and what it tells the store. */
const settle = () => act(() => import('./outbox').then(() => new Promise((r) => setTimeout(r, 20))));

afterEach(() => {
  cleanup();
  renders = 0;
});

describe('useOutbox', () => {
  it('keeps its snapshot when a reload finds nothing waiting, as before', async () => {
    render(
      <>
        <Hearts />
        <Sender user={null} />
      </>,
    );
    await settle();
    expect(screen.getByTestId('waiting').textContent).toBe('nothing');
    expect(renders).toBe(1);
  });

  it('gives the hearts what is waiting once it is read', async () => {
    const tap = newOutboxItem('favorite', { farmId: 7 }, 'Save Outbox Acres to favorites', 'user-1');
    await (await offlineDb()).put('outbox', { ...tap, state: 'failed' });
    const { rerender } = render(
      <>
        <Hearts />
        <Sender user={null} />
      </>,
    );
    await settle();
    rerender(
      <>
        <Hearts />
        <Sender user="user-1" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('waiting').textContent).toBe('Save Outbox Acres to favorites'));
    expect(renders).toBeGreaterThan(1);
  });
});
