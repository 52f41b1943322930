import { Component, useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { PageCodeUnavailable } from '@/lib/lazy-module';

/**
 * A page that throws while rendering (or in an effect) shows a plain message in its place, with the header and
 * footer still working, instead of React unmounting the whole app and leaving a blank screen. Moving to another
 * address clears it. A page whose code could not be downloaded (offline, one of the online-only pages the service
 * worker does not keep: vite.config.ts) says it needs a connection, and loads once the connection is back.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <Boundary location={location}>{children}</Boundary>;
}

class Boundary extends Component<{ location: string; children: ReactNode }, { failedAt: string | null; noCode?: boolean }> {
  state = { failedAt: null as string | null, noCode: false };

  static getDerivedStateFromError(error: unknown) {
    return { failedAt: '', noCode: error instanceof PageCodeUnavailable };
  }

  static getDerivedStateFromProps(props: { location: string }, state: { failedAt: string | null }) {
    if (state.failedAt === '') return { failedAt: props.location }; // the address it failed at
    if (state.failedAt !== null && state.failedAt !== props.location) return { failedAt: null };
    return null;
  }

  render() {
    if (this.state.failedAt === null) return this.props.children;
    return this.state.noCode ? <NeedsConnection /> : <PageError />;
  }
}

function NeedsConnection() {
  const { t } = useTranslation('layout');
  // The page's code is loaded afresh by a reload (a failed lazy page stays failed until then).
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  return <PageError title={t('pageError.offlineTitle')} body={t('pageError.offlineBody')} />;
}

function PageError({ title, body }: { title?: string; body?: string }) {
  const { t } = useTranslation('layout');
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-display text-2xl font-semibold text-stone-900">{title ?? t('pageError.title')}</h1>
      <p className="mt-3 text-stone-700">{body ?? t('pageError.body')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('pageError.reload')}</Button>
        <Button variant="secondary" asChild>
          <a href="/">{t('pageError.home')}</a>
        </Button>
      </div>
    </div>
  );
}
