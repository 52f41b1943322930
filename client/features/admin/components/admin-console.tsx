import { lazy, Suspense, useEffect, useId, useRef, type ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import type { TFunction } from 'i18next';
import { Link, useSearch } from 'wouter';
import {
  ChartLine,
  FileText,
  Flag,
  Handshake,
  Inbox,
  KeyRound,
  LifeBuoy,
  ListChecks,
  Mail,
  Megaphone,
  MessageSquareWarning,
  ScrollText,
  Settings,
  Store,
  Upload,
  Users,
} from 'lucide-react';
import { useTitle } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { adminHref, type AdminTabId } from '../admin-href';

const panel = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

/** The console's sections: each one a URL (/admin?tab=blog) and its own chunk, loaded when opened. */
export const ADMIN_TABS: Array<{
  id: AdminTabId;
  label: (t: TFunction<'admin'>) => string;
  icon: ComponentType<{ className?: string }>;
  Panel: ComponentType;
}> = [
  { id: 'overview', label: (t) => t('tabs.overview'), icon: ChartLine, Panel: panel(() => import('./overview/overview-panel')) },
  { id: 'users', label: (t) => t('tabs.users'), icon: Users, Panel: panel(() => import('./users-admin').then((m) => ({ default: m.UsersAdmin }))) },
  { id: 'listings', label: (t) => t('tabs.listings'), icon: Store, Panel: panel(() => import('./listings-admin')) },
  { id: 'reviews', label: (t) => t('tabs.reviews'), icon: MessageSquareWarning, Panel: panel(() => import('./reviews-admin')) },
  { id: 'reports', label: (t) => t('tabs.reports'), icon: Flag, Panel: panel(() => import('./listing-reports-admin')) },
  { id: 'claims', label: (t) => t('tabs.claims'), icon: KeyRound, Panel: panel(() => import('./claims-admin')) },
  {
    id: 'sponsors',
    label: (t) => t('tabs.sponsors'),
    icon: Megaphone,
    Panel: panel(() => import('./sponsors-admin').then((m) => ({ default: m.SponsorsAdmin }))),
  },
  { id: 'blog', label: (t) => t('tabs.blog'), icon: FileText, Panel: panel(() => import('./blog/blog-admin')) },
  { id: 'ambassadors', label: (t) => t('tabs.ambassadors'), icon: Handshake, Panel: panel(() => import('./ambassadors-admin')) },
  { id: 'newsletter', label: (t) => t('tabs.newsletter'), icon: Mail, Panel: panel(() => import('./newsletter-admin')) },
  { id: 'support', label: (t) => t('tabs.support'), icon: LifeBuoy, Panel: panel(() => import('./support-admin')) },
  { id: 'audit', label: (t) => t('tabs.audit'), icon: ScrollText, Panel: panel(() => import('./audit-log').then((m) => ({ default: m.AuditLog }))) },
  { id: 'jobs', label: (t) => t('tabs.jobs'), icon: ListChecks, Panel: panel(() => import('./queue-admin').then((m) => ({ default: m.QueueAdmin }))) },
  { id: 'outbox', label: (t) => t('tabs.outbox'), icon: Inbox, Panel: panel(() => import('./queue-admin').then((m) => ({ default: m.OutboxAdmin }))) },
  { id: 'settings', label: (t) => t('tabs.settings'), icon: Settings, Panel: panel(() => import('./settings-admin')) },
  { id: 'import', label: (t) => t('tabs.import'), icon: Upload, Panel: panel(() => import('./import-admin').then((m) => ({ default: m.ImportAdmin }))) },
];

export function AdminConsole() {
  const params = new URLSearchParams(useSearch());
  const tab = ADMIN_TABS.find((item) => item.id === params.get('tab')) ?? ADMIN_TABS[0];
  const headingId = useId();
  const { t } = useTranslation('admin');
  const label = tab.label(t);
  useTitle(t('console.title', { tab: label }));
  const { Panel } = tab;
  // On a phone the section list scrolls sideways: keep the open section in view.
  const currentLink = useRef<HTMLAnchorElement>(null);
  // In braces: newer browsers answer scrollIntoView with a promise, which React would take for a cleanup function
  // and call when the tab changes ("destroy is not a function", the console gone blank).
  const sectionRef = useRef<HTMLElement>(null);
  const shownTab = useRef(tab.id);
  useEffect(() => {
    void currentLink.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    // Another section opens at its top: from far down a long list, a short section opened out of sight, the window
    // showing only the footer (issue 34 point 2). The tab link keeps the focus.
    if (shownTab.current !== tab.id && (sectionRef.current?.getBoundingClientRect().top ?? 0) < 0) window.scrollTo(0, 0);
    shownTab.current = tab.id;
  }, [tab.id]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{t('console.eyebrow')}</p>
      <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">{t('console.heading')}</h1>
      <div className="mt-6 lg:grid lg:grid-cols-[13rem_1fr] lg:gap-8">
        <nav aria-label={t('console.sections')} className="-mx-4 overflow-x-auto px-4 pb-2 lg:mx-0 lg:overflow-visible lg:px-0">
          <ul className="flex gap-1.5 lg:sticky lg:top-4 lg:flex-col">
            {ADMIN_TABS.map((item) => {
              const current = item.id === tab.id;
              const Icon = item.icon;
              return (
                <li key={item.id} className="shrink-0">
                  <Link
                    ref={current ? currentLink : undefined}
                    href={adminHref(item.id)}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      // A long name ("Tareas en segundo plano") wraps in the side column rather than squeezing its icon.
                      'flex min-h-11 items-center gap-2 whitespace-nowrap rounded-xl px-3 text-sm font-medium lg:whitespace-normal lg:py-2',
                      current ? 'bg-brand-700 text-white' : 'bg-white text-stone-800 ring-1 ring-stone-200 hover:bg-brand-50 lg:bg-transparent lg:ring-0',
                    )}
                  >
                    <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
                    {item.label(t)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <section ref={sectionRef} aria-labelledby={headingId} className="mt-4 min-w-0 lg:mt-0">
          <h2 id={headingId} className="mb-5 text-2xl font-semibold text-stone-900">
            {label}
          </h2>
          <Suspense fallback={<Spinner label={t('console.loading', { tab: label })} />}>
            <Panel />
          </Suspense>
        </section>
      </div>
    </div>
  );
}
