import { Slot } from 'radix-ui';
import {
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { afterIdle } from '@/lib/idle';
import { lazyModule } from '@/lib/lazy-module';
import { DialogContext, useDialogState } from './dialog-state';
import type { DialogContentProps } from './dialog-parts';

/**
 * A modal dialog whose code loads when it is first needed (issue 31 point 3). A dialog is closed when a page
 * arrives, but Radix's dialog, its focus trap, scroll lock and layers were 11 KB of Brotli in the first load of
 * every listing page. Here the root and the trigger are plain: they hold the open state and render the button as
 * Radix's trigger does; the content, title, description and close button come from `dialog-parts.tsx`, fetched when
 * the browser is idle after the page starts, or at once when a dialog opens before that.
 */
const parts = lazyModule('components/ui/dialog-parts.tsx', () => import('./dialog-parts'));
type Parts = typeof import('./dialog-parts');
/** Fetches the dialog's code (once; again after a failed download). */
const preload = () => void parts.load().catch(() => {});

interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/** The dialog's open state, controlled (`open` and `onOpenChange`) or its own. */
export function Dialog({ open: controlled, defaultOpen = false, onOpenChange, children }: DialogProps) {
  const [own, setOwn] = useState(defaultOpen);
  const open = controlled ?? own;
  const setOpen = useCallback(
    (next: boolean) => {
      if (controlled === undefined) setOwn(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  const triggerRef = useRef<HTMLElement | null>(null);
  const contentId = useId();
  // Ready before anyone taps: a dialog on the page fetches its code once the page has settled.
  useEffect(() => (parts.current() ? undefined : afterIdle(preload, 3_000)), []);
  const state = useMemo(() => ({ open, setOpen, triggerRef, contentId }), [open, setOpen, contentId]);
  return <DialogContext.Provider value={state}>{children}</DialogContext.Provider>;
}

/** The button that opens the dialog: the attributes and behaviour of Radix's trigger, without its code. */
export function DialogTrigger({ asChild, onClick, ...props }: ComponentProps<'button'> & { asChild?: boolean }) {
  const { open, setOpen, triggerRef, contentId } = useDialogState();
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? 'open' : 'closed'}
      {...props}
      ref={triggerRef as RefObject<HTMLButtonElement | null>}
      onPointerEnter={preload}
      onClick={(e: MouseEvent<HTMLButtonElement>) => {
        onClick?.(e);
        if (!e.defaultPrevented) setOpen(!open);
      }}
    />
  );
}

/**
 * The dialog itself (a portal over the page): nothing until it first opens, as Radix renders nothing while closed
 * either; then Radix's, kept (for its closing). Not "once the code has loaded": a section hydrated after the page had
 * fetched the dialog's code (below the fold, decision 073; its code loaded on demand, decision 077) then rendered a
 * boundary the server had not, and React reported a hydration mismatch.
 */
export function DialogContent(props: DialogContentProps) {
  const { open } = useDialogState();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!open && !opened) return null;
  return (
    <Suspense fallback={null}>
      <parts.Component {...props} />
    </Suspense>
  );
}

// Rendered only inside the content, which renders once the parts have loaded.
export function DialogTitle(props: ComponentProps<Parts['DialogTitle']>) {
  const { DialogTitle: Title } = parts.current()!;
  return <Title {...props} />;
}
export function DialogDescription(props: ComponentProps<Parts['DialogDescription']>) {
  const { DialogDescription: Description } = parts.current()!;
  return <Description {...props} />;
}
export function DialogClose(props: ComponentProps<Parts['DialogClose']>) {
  const { DialogClose: Close } = parts.current()!;
  return <Close {...props} />;
}
