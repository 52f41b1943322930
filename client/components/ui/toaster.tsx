import { lazy, Suspense, useState } from 'react';
import { useToasts } from './toast-store';

const ToastList = lazy(() => import('./toast-list'));

/**
 * The toasts. Radix Toast is not part of the page's download: it loads with the first toast (its 2 s start when it
 * is shown), and stays from then on.
 */
export function Toaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
