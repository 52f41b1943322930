import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUnsavedGuard } from '@/lib/use-unsaved-guard';
import { Button } from './button';
import { ConfirmDialog, useConfirm } from './confirm-dialog';

afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('opens from its trigger as a dialog named by its question, and does it only on the confirm button', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        trigger={<Button>Delete trip</Button>}
        title="Delete “Saturday loop”?"
        description="It cannot be brought back."
        confirmLabel="Delete trip"
        cancelLabel="Keep it"
        onConfirm={onConfirm}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete trip' }));
    // The first dialog of a page waits for its code (dialog.tsx).
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Saturday loop”?' });
    expect(dialog.textContent).toContain('It cannot be brought back.');
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete trip' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete trip' }).at(-1)!);
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('useConfirm', () => {
  function Asker({ answers }: { answers: boolean[] }) {
    const [ask, dialog] = useConfirm();
    return (
      <>
        <Button onClick={async () => answers.push(await ask({ title: 'Unsubscribe a@b.c?', confirmLabel: 'Unsubscribe', cancelLabel: 'Cancel' }))}>Ask</Button>
        {dialog}
      </>
    );
  }

  it('answers true for the confirm button and false for cancel, closing either way', async () => {
    const answers: boolean[] = [];
    render(<Asker answers={answers} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' })));
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('dialog', { name: 'Unsubscribe a@b.c?' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(answers).toEqual([true, false]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('useUnsavedGuard', () => {
  function Editor({ followed }: { followed: string[] }) {
    const [dirty, setDirty] = useState(false);
    const guard = useUnsavedGuard(dirty, { title: 'Leave without saving?', confirmLabel: 'Leave without saving', cancelLabel: 'Keep editing' });
    return (
      <>
        <Button onClick={() => setDirty(true)}>Edit</Button>
        <a
          href="/trips/1"
          onClick={(e) => {
            e.preventDefault(); // the router's link
            followed.push('/trips/1');
          }}
        >
          Back to the trip
        </a>
        {guard}
      </>
    );
  }

  it('holds a link while there are unsaved edits, asks, and follows it only when told to leave', async () => {
    const followed: string[] = [];
    render(<Editor followed={followed} />);
    fireEvent.click(screen.getByRole('link', { name: 'Back to the trip' }));
    expect(followed).toEqual(['/trips/1']); // nothing to lose: no question
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));

    fireEvent.click(screen.getByRole('link', { name: 'Back to the trip' }));
    expect(followed).toHaveLength(1);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Keep editing' })));
    expect(followed).toHaveLength(1);

    fireEvent.click(screen.getByRole('link', { name: 'Back to the trip' }));
    expect(screen.getByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' })));
    expect(followed).toEqual(['/trips/1', '/trips/1']);
  });
});
