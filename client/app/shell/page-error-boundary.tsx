import { Component, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';

/**
 * A page that throws while rendering (or in an effect) shows a plain message in its place, with the header and
 * footer still working, instead of React unmounting the whole app and leaving a blank screen. Moving to another
 * address clears it.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <Boundary location={location}>{children}</Boundary>;
}

class Boundary extends Component<{ location: string; children: ReactNode }, { failedAt: string | null }> {
  state = { failedAt: null as string | null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: { location: string }, state: { failedAt: string | null }) {
    if (state.failedAt === '') return { failedAt: props.location }; // the address it failed at
    if (state.failedAt !== null && state.failedAt !== props.location) return { failedAt: null };
    return null;
  }

  render() {
    return this.state.failedAt === null ? this.props.children : <PageError />;
  }
}

function PageError() {
  const { t } = useTranslation('layout');
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-display text-2xl font-semibold text-stone-900">{t('pageError.title')}</h1>
      <p className="mt-3 text-stone-700">{t('pageError.body')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('pageError.reload')}</Button>
        <Button variant="secondary" asChild>
          <a href="/">{t('pageError.home')}</a>
        </Button>
      </div>
    </div>
  );
}
