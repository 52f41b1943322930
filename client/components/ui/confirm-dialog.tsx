import { useCallback, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';

export interface ConfirmDialogProps {
  /** The question, as the dialog's title ("Delete “Sunny Acres”?"). */
  title: ReactNode;
  /** What follows from it, under the title. */
  description?: ReactNode;
  /** The button that does it ("Delete trip"), and the one that does not ("Keep it"). */
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** `danger` (default) for what cannot be undone. */
  variant?: ButtonProps['variant'];
  cancelVariant?: ButtonProps['variant'];
  onConfirm: () => void;
  /** While the change is under way the confirm button is disabled (and the dialog stays, when it is not closed on confirm). */
  pending?: boolean;
  /** Close as soon as the button is pressed (default); false keeps it open, e.g. until the page navigates away. */
  closeOnConfirm?: boolean;
  /** The button that opens it; or, without one, `open` and `onOpenChange` control it. */
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The one confirmation of the app: a modal dialog (focus trapped, Escape and the cancel button say no) with the
 * question as its title. Every "are you sure?" uses it, never window.confirm (ESLint refuses that).
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  variant = 'danger',
  cancelVariant = 'ghost',
  onConfirm,
  pending = false,
  closeOnConfirm = true,
  trigger,
  open,
  onOpenChange,
}: ConfirmDialogProps) {
  const confirm = (
    <Button variant={variant} onClick={onConfirm} disabled={pending}>
      {confirmLabel}
    </Button>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        {description && <DialogDescription className="mt-2">{description}</DialogDescription>}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant={cancelVariant}>{cancelLabel}</Button>
          </DialogClose>
          {closeOnConfirm ? <DialogClose asChild>{confirm}</DialogClose> : confirm}
        </div>
      </DialogContent>
    </Dialog>
  );
}

export type ConfirmQuestion = Omit<ConfirmDialogProps, 'onConfirm' | 'trigger' | 'open' | 'onOpenChange' | 'closeOnConfirm' | 'pending'>;

/**
 * ConfirmDialog asked from an event handler, where a `window.confirm` would have been:
 * `if (await ask({ title, confirmLabel, cancelLabel })) …`. Render `dialog` once in the component.
 */
export function useConfirm(): [ask: (question: ConfirmQuestion) => Promise<boolean>, dialog: ReactNode] {
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);
  const answer = useRef<((yes: boolean) => void) | null>(null);
  const settle = (yes: boolean) => {
    answer.current?.(yes);
    answer.current = null;
    setQuestion(null);
  };
  const ask = useCallback((next: ConfirmQuestion) => {
    answer.current?.(false);
    setQuestion(next);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, []);
  const dialog = question && (
    <ConfirmDialog {...question} open onOpenChange={(open) => !open && settle(false)} onConfirm={() => settle(true)} closeOnConfirm={false} />
  );
  return [ask, dialog];
}
