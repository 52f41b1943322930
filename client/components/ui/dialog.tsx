import { useTranslation } from '@/lib/i18n/react';
import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;
export const DialogTitle = ({ className, ...p }: ComponentProps<typeof D.Title>) => (
  <D.Title className={cn('text-2xl font-semibold text-stone-900', className)} {...p} />
);
export const DialogDescription = ({ className, ...p }: ComponentProps<typeof D.Description>) => (
  <D.Description className={cn('text-stone-700', className)} {...p} />
);

interface ContentProps extends ComponentProps<typeof D.Content> {
  children: ReactNode;
  hideClose?: boolean;
  closeLabel?: string;
}

/** A modal dialog: focus trapped, Escape closes, screen readers get its title. */
export function DialogContent({ className, children, hideClose, closeLabel, ...props }: ContentProps) {
  const { t } = useTranslation();
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px] data-[state=open]:animate-in" />
      <D.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none',
          className,
        )}
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
  );
}
