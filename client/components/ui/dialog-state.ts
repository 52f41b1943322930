import { createContext, useContext, type RefObject } from 'react';

/** A dialog's open state, shared by the plain parts (dialog.tsx) and the parts loaded on demand (dialog-parts.tsx). */
export interface DialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The trigger, if the dialog has one: focus goes back to it on closing when nothing else is known. */
  triggerRef: RefObject<HTMLElement | null>;
  contentId: string;
}
export const DialogContext = createContext<DialogState | null>(null);
export function useDialogState(): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error('A dialog part is used outside <Dialog>');
  return state;
}
