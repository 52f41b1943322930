import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';
import { Toaster } from './toaster';
import { _resetToastsForTest, toast } from './toast-store';

afterEach(() => {
  cleanup();
  act(() => _resetToastsForTest());
});

function Delete({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>Delete trip</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete the trip?</DialogTitle>
        <DialogDescription>It cannot be brought back.</DialogDescription>
        <DialogClose asChild>
          <Button>Keep it</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}

/** A dialog opened by state, as a button that first checks something does: no trigger. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Report a problem</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel="Close">
          <DialogTitle>What is wrong?</DialogTitle>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('Dialog (its code loaded on demand)', () => {
  it('renders its trigger as Radix does while closed, and the dialog, labelled and controlled by it, once opened', async () => {
    const onOpenChange = vi.fn();
    render(<Delete onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Delete trip' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.getAttribute('data-state')).toBe('closed');
    expect(screen.queryByRole('dialog')).toBeNull();

    trigger.focus();
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Delete the trip?' });
    expect(dialog.textContent).toContain('It cannot be brought back.');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(dialog.id);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Keep it' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    // Radix's focus scope gives focus back a task after it unmounts.
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('opened by state, gives focus back on closing to what had it', async () => {
    render(<Opener />);
    const button = screen.getByRole('button', { name: 'Report a problem' });
    button.focus();
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'What is wrong?' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('hydrates a closed dialog the server rendered without its code, once the page has fetched that code', async () => {
    // The page fetched the dialog's parts (another dialog opened, or the idle preload) before this section hydrated.
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    await screen.findByRole('dialog', { name: 'What is wrong?' });
    cleanup();
    // The server had not: a closed dialog was its trigger alone.
    const html = renderToString(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Delete trip</Button>
        </DialogTrigger>
      </Dialog>,
    );

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => void hydrateRoot(container, <Delete />, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    container.remove();
  });

  // Radix answers Escape in its top-most layer only, and a toast is one (e2e/trips.spec.ts's keyboard test saw it).
  it('closes on Escape while a toast shown after it opened is on screen', async () => {
    render(
      <>
        <Opener />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'What is wrong?' });
    act(() => void toast({ title: 'Trip saved' }));
    await screen.findByTestId('toast');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape pressed as soon as it has focus, with a toast already on screen', async () => {
    render(
      <>
        <Opener />
        <Toaster />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Report a problem' });
    // Its code loaded, as on a page where a dialog has opened before.
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'What is wrong?' });
    await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void toast({ title: 'Trip saved' }));
    await screen.findByTestId('toast');

    // Outside act(), as in a browser: the click's render and its effects run at once (focus moves in), and Radix's
    // dialog becomes the top layer in a render of its own after that, which the key can come before.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      button.click();
      // React renders a click's update in a microtask: wait for it without letting a task run.
      for (let i = 0; i < 20 && !document.querySelector('[role=dialog]'); i++) await Promise.resolve();
      const dialog = screen.getByRole('dialog', { name: 'What is wrong?' });
      expect(dialog.contains(document.activeElement)).toBe(true);
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});
