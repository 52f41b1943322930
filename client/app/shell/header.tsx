import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Link, useLocation, useSearch } from 'wouter';
import { ChevronDown, Menu, UserRound } from 'lucide-react';
import { authHref, hereHref, mapHref, paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { useLogout, useUser } from '@/features/auth/api/use-user';
import { cn } from '@/lib/utils';
import { useFullNav } from './full-nav';
import { lazyPart } from '../lazy-page';

// The menus' library (Radix menu, popper, focus handling) is not part of the page's download: it loads when a
// pointer or the focus comes near a menu button, and the first press opens the menu as soon as it has.
const loadMenus = () => import('./header-menus');
const AccountMenu = lazy(() => loadMenus().then((m) => ({ default: m.AccountMenu })));
const MobileMenu = lazy(() => loadMenus().then((m) => ({ default: m.MobileMenu })));
/** The bell and the messages link of a signed-in header: preloaded with a signed-in page and loaded before it hydrates. */
export const signedInBadges = lazyPart('features/notifications/components/notifications-bell.tsx', () =>
  import('@/features/notifications/components/notifications-bell').then((m) => ({ default: m.HeaderBadges })),
);
const SignedInBadges = signedInBadges.Component;

type MenuButtonProps = { label?: string; onIntent?: () => void; onPress?: () => void };

/** A menu's button before its menu has loaded: the same look and name (this is also what the server renders). */
function MenuButton({ label, onIntent, onPress }: MenuButtonProps) {
  const { t } = useTranslation('layout');
  const fullNav = useFullNav();
  const handlers = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: onIntent,
    onFocus: onIntent,
    onTouchStart: onIntent,
    onClick: onPress,
  };
  return label ? (
    <Button variant="secondary" size="sm" className="max-sm:hidden" aria-label={t('header.accountMenuFor', { name: label })} {...handlers}>
      <UserRound className="h-4 w-4" aria-hidden="true" />
      <span className={cn('max-w-[6rem] truncate sm:max-w-[8rem] 2xl:max-w-[8rem]', fullNav.narrowName)}>{label}</span>
      <ChevronDown className="h-4 w-4" aria-hidden="true" />
    </Button>
  ) : (
    <Button variant="ghost" size="icon" className={fullNav.hide} aria-label={t('header.openMenu')} {...handlers}>
      <Menu className="h-6 w-6" aria-hidden="true" />
    </Button>
  );
}

/** Renders `menu(openAtOnce)` once the button has been pressed, the plain button until then. */
function DeferredMenu({ label, menu }: { label?: string; menu: (openAtOnce: boolean) => ReactNode }) {
  const [pressed, setPressed] = useState(false);
  if (!pressed) return <MenuButton label={label} onIntent={() => void loadMenus().catch(() => {})} onPress={() => setPressed(true)} />;
  return <Suspense fallback={<MenuButton label={label} />}>{menu(true)}</Suspense>;
}

// t('layout:nav.browse') t('layout:nav.openNow') t('layout:nav.inSeason') t('layout:nav.map') t('layout:nav.howItWorks') t('layout:nav.forFarmers')
const PRIMARY = [
  { href: paths.browse, key: 'nav.browse' },
  { href: paths.openNow, key: 'nav.openNow' },
  { href: paths.inSeason, key: 'nav.inSeason' },
  { href: paths.map, key: 'nav.map' },
  { href: paths.howItWorks, key: 'nav.howItWorks' },
  { href: paths.farmers, key: 'nav.forFarmers' },
] as const;

export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation('layout');
  const fullNav = useFullNav();
  return (
    <Link href={paths.home} className={cn('flex shrink-0 items-center gap-2 rounded-lg', className)} aria-label={t('header.home')}>
      <img src="/icons/icon.svg" alt="" width={36} height={36} className="h-9 w-9 rounded-xl" />
      <span className="whitespace-nowrap font-display text-base font-semibold text-brand-800 sm:text-lg">Farm Stand Finder</span>
      <span className={cn('hidden rounded-full bg-sun px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-stone-900 sm:inline 2xl:inline', fullNav.hide)}>
        {t('beta')}
      </span>
    </Link>
  );
}

export function Header() {
  const { t } = useTranslation('layout');
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { user, isLoading } = useUser();
  const primary = PRIMARY.map((l) => ({ href: l.href === paths.map ? mapHref(!!user, location, search) : l.href, label: t(l.key) }));
  const logout = useLogout(navigate);
  const fullNav = useFullNav();
  const accountLinks = user
    ? [
        { href: paths.dashboard, label: t('account.dashboard') },
        ...(user.userType === 'farmer' ? [{ href: paths.farmProfile, label: t('account.farmProfile') }] : []),
        { href: paths.favorites, label: t('account.favorites') },
        { href: paths.messages, label: t('account.messages') },
        { href: paths.trips, label: t('account.trips') },
        { href: paths.achievements, label: t('account.achievements') },
        { href: paths.profile, label: t('account.profile') },
        { href: paths.accountSettings, label: t('account.accountSettings') },
        ...(user.userType === 'admin' ? [{ href: paths.admin, label: t('account.admin') }] : []),
      ]
    : [];

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/80">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2"
      >
        {t('header.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Logo />
        <nav aria-label={t('header.mainNav')} className={cn('ml-2 hidden items-center', fullNav.show)}>
          {primary.map((l) => (
            <Link
              key={l.href}
              href={l.href}
              aria-current={location === l.href ? 'page' : undefined}
              className={cn(
                'whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-800',
                location === l.href ? 'bg-brand-50 text-brand-800' : 'text-stone-700',
              )}
            >
              {l.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {!isLoading && !user && (
            <>
              <Link
                href={authHref(location === paths.auth ? undefined : hereHref(location, search))}
                className="hidden whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50 sm:inline"
              >
                {t('header.signIn')}
              </Link>
              <Button asChild size="sm" className="whitespace-nowrap max-sm:hidden">
                <Link href={`${paths.auth}?mode=register`}>{t('header.joinFree')}</Link>
              </Button>
            </>
          )}
          {user && (
            <Suspense fallback={null}>
              <SignedInBadges />
            </Suspense>
          )}
          {user && (
            <DeferredMenu
              label={user.firstName}
              menu={(open) => <AccountMenu defaultOpen={open} firstName={user.firstName} links={accountLinks} onSignOut={() => logout.mutate()} />}
            />
          )}
          <DeferredMenu
            menu={(open) => (
              <MobileMenu
                defaultOpen={open}
                links={
                  user || isLoading
                    ? primary
                    : [...primary, { href: authHref(), label: t('header.signIn') }, { href: `${paths.auth}?mode=register`, label: t('header.joinFree') }]
                }
                account={user ? { links: accountLinks, onSignOut: () => logout.mutate() } : undefined}
              />
            )}
          />
        </div>
      </div>
    </header>
  );
}
