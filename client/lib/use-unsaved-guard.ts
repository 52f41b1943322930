import { useEffect, useRef, type ReactNode } from 'react';
import { useConfirm, type ConfirmQuestion } from '@/components/ui/confirm-dialog';

/**
 * Asks before unsaved edits are lost: closing or reloading the tab (beforeunload, the browser's own prompt) and
 * following any in-app link (a capture listener runs before wouter's click handler, holds the click, asks in the
 * app's ConfirmDialog, and clicks the link again when the answer is to leave). Back/forward within the app cannot
 * be stopped by a web page without tricks that break history, so they are not guarded. Render what it returns.
 */
export function useUnsavedGuard(dirty: boolean, question: ConfirmQuestion): ReactNode {
  const [ask, dialog] = useConfirm();
  const asked = useRef(question);
  asked.current = question;
  useEffect(() => {
    if (!dirty) return;
    let leaving: Element | null = null;
    const beforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]');
      if (!a || a.getAttribute('target') === '_blank') return;
      const url = new URL((a as HTMLAnchorElement).href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return; // same page (#section links)
      if (leaving === a) {
        leaving = null; // the click made again after "leave": let it through
        return;
      }
      e.preventDefault();
      e.stopPropagation();
      void ask(asked.current).then((leave) => {
        if (!leave) return;
        leaving = a;
        (a as HTMLElement).click();
      });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, ask]);
  return dialog;
}
