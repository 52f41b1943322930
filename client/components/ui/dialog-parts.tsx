import { useTranslation } from '@/lib/i18n/react';
import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { useDialogState } from './dialog-state';

/** The code of a dialog's content (dialog.tsx loads it on demand); import the parts from dialog.tsx. */
export const DialogClose = D.Close;
export const DialogTitle = ({ className, tone = 'light', ...p }: ComponentProps<typeof D.Title> & { tone?: Tone }) => (
  <D.Title className={cn('text-2xl font-semibold', tone === 'dark' ? 'text-white' : 'text-stone-900', className)} {...p} />
);
export const DialogDescription = ({ className, ...p }: ComponentProps<typeof D.Description>) => (
  <D.Description className={cn('text-stone-700', className)} {...p} />
);

type Tone = 'light' | 'dark';
const WIDTHS = { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-xl' } as const;

export interface DialogContentProps extends ComponentProps<typeof D.Content> {
  children: ReactNode;
  hideClose?: boolean;
  closeLabel?: string;
  /** Largest width; `lg` (32 rem) by default. */
  size?: keyof typeof WIDTHS;
  /** No padding, for a dialog whose content runs to its edges (an image on top). */
  flush?: boolean;
  tone?: Tone;
}

/**
 * A modal dialog: focus trapped, Escape closes, screen readers get its title. On closing, focus goes back to what had
 * it when the dialog opened: Radix returns it to a DialogTrigger only, so a dialog opened by state (a button that
 * first checks sign-in, the unsaved-edits question) left keyboard users on <body>, at the top of the page.
 */
export function DialogContent({
  className,
  children,
  hideClose,
  closeLabel,
  size = 'lg',
  flush,
  tone = 'light',
  onOpenAutoFocus,
  onCloseAutoFocus,
  onKeyDown,
  ...props
}: DialogContentProps) {
  const { t } = useTranslation();
  const { open, setOpen, triggerRef, contentId } = useDialogState();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <D.Root open={open} onOpenChange={setOpen}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px] data-[state=open]:animate-in" />
        <D.Content
          id={contentId}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl shadow-2xl focus:outline-none',
            WIDTHS[size],
            flush ? 'p-0' : 'p-6',
            tone === 'dark' ? 'bg-stone-900 text-white' : 'bg-white',
            className,
          )}
          onOpenAutoFocus={(e) => {
            // Runs before focus moves in: what has it now opened the dialog.
            opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
            onOpenAutoFocus?.(e);
          }}
          onCloseAutoFocus={(e) => {
            onCloseAutoFocus?.(e);
            const back = opener.current?.isConnected ? opener.current : triggerRef.current;
            // Gone (the dialog navigated away) and no trigger: Radix's own choice.
            if (e.defaultPrevented || !back?.isConnected) return;
            e.preventDefault();
            back.focus();
          }}
          onKeyDown={(e) => {
            onKeyDown?.(e);
            // Radix answers Escape in its top-most layer only (a listener on the document, before this), and a toast
            // is a layer: one shown while the dialog is open, or one on screen as it opens (the dialog is the top one
            // only a render after it takes focus), took the Escape, closing itself, and left the dialog open. A layer
            // that closes on it, this dialog's own included, marks the key handled; the toast does not.
            if (e.key !== 'Escape' || e.defaultPrevented) return;
            e.preventDefault(); // a dialog this one is inside (React events bubble through portals) stays open
            setOpen(false);
          }}
          {...props}
        >
          {children}
          {!hideClose && (
            <D.Close className="absolute right-3 top-3 rounded-full p-2 text-stone-600 hover:bg-stone-100" aria-label={closeLabel ?? t('ui.close')}>
              <X className="h-5 w-5" aria-hidden="true" />
            </D.Close>
          )}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
export default DialogContent;
