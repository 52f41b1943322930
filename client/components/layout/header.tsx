import { Link, useLocation } from 'wouter';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown, LogOut, Menu, UserRound } from 'lucide-react';
import { authHref, paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { useLogout, useUser } from '@/features/auth/api/use-user';
import { MessagesLink, NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { cn } from '@/lib/utils';

const PRIMARY = [
  { href: paths.browse, label: 'Browse' },
  { href: paths.openNow, label: 'Open now' },
  { href: paths.inSeason, label: 'In season' },
  { href: paths.map, label: 'Map' },
  { href: paths.howItWorks, label: 'How it works' },
  { href: paths.farmers, label: 'For farmers' },
];

export function Logo({ className }: { className?: string }) {
  return (
    <Link href={paths.home} className={cn('flex items-center gap-2 rounded-lg', className)} aria-label="Farm Stand Finder home">
      <img src="/icons/icon.svg" alt="" width={36} height={36} className="h-9 w-9 rounded-xl" />
      <span className="whitespace-nowrap font-display text-base font-semibold text-brand-800 sm:text-lg">Farm Stand Finder</span>
      <span className="hidden rounded-full bg-sun px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-stone-900 sm:inline">BETA</span>
    </Link>
  );
}

export function Header() {
  const [location, navigate] = useLocation();
  const { user, isLoading } = useUser();
  const logout = useLogout(navigate);
  const accountLinks = user
    ? [
        { href: paths.dashboard, label: 'Dashboard' },
        ...(user.userType === 'farmer' ? [{ href: paths.farmProfile, label: 'Farm profile' }] : []),
        { href: paths.favorites, label: 'Favorites' },
        { href: paths.messages, label: 'Messages' },
        { href: paths.trips, label: 'Trips' },
        { href: paths.achievements, label: 'Achievements' },
        { href: paths.profile, label: 'Profile' },
        { href: paths.accountSettings, label: 'Account settings' },
        ...(user.userType === 'admin' ? [{ href: paths.admin, label: 'Admin' }] : []),
      ]
    : [];

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/80">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 lg:flex">
          {PRIMARY.map((l) => (
            <Link
              key={l.href}
              href={l.href}
              aria-current={location === l.href ? 'page' : undefined}
              className={cn(
                'rounded-lg px-3 py-2 text-sm font-medium text-stone-700 hover:bg-brand-50 hover:text-brand-800',
                location === l.href && 'bg-brand-50 text-brand-800',
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
                href={authHref(location === paths.auth ? undefined : location)}
                className="hidden rounded-lg px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50 sm:inline"
              >
                Sign in
              </Link>
              <Button asChild size="sm" className="hidden whitespace-nowrap sm:inline-flex">
                <Link href={`${paths.auth}?mode=register`}>Join free</Link>
              </Button>
            </>
          )}
          {user && (
            <>
              <MessagesLink />
              <NotificationsBell />
            </>
          )}
          {user && (
            <DropdownMenu.Root>
              <DropdownMenu.Trigger asChild>
                {/* On a phone the account links live in the menu button: the header has room for the badges. */}
                <Button variant="secondary" size="sm" className="hidden sm:inline-flex" aria-label={`Account menu for ${user.firstName}`}>
                  <UserRound className="h-4 w-4" aria-hidden="true" />
                  <span className="max-w-[6rem] truncate sm:max-w-[8rem]">{user.firstName}</span>
                  <ChevronDown className="h-4 w-4" aria-hidden="true" />
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-52 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-stone-200">
                  {accountLinks.map((l) => (
                    <DropdownMenu.Item key={l.href} asChild>
                      <Link href={l.href} className="block rounded-lg px-3 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-brand-50">
                        {l.label}
                      </Link>
                    </DropdownMenu.Item>
                  ))}
                  <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
                  <DropdownMenu.Item
                    onSelect={() => logout.mutate()}
                    className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-brand-50"
                  >
                    <LogOut className="h-4 w-4" aria-hidden="true" /> Sign out
                  </DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          )}
          <MobileMenu
            links={
              user || isLoading ? PRIMARY : [...PRIMARY, { href: authHref(), label: 'Sign in' }, { href: `${paths.auth}?mode=register`, label: 'Join free' }]
            }
            account={user ? { links: accountLinks, onSignOut: () => logout.mutate() } : undefined}
          />
        </div>
      </div>
    </header>
  );
}

type NavLink = { href: string; label: string };

function MobileMenu({ links, account }: { links: NavLink[]; account?: { links: NavLink[]; onSignOut: () => void } }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
          <Menu className="h-6 w-6" aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 max-h-[calc(100dvh-5rem)] w-60 overflow-y-auto rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-stone-200"
        >
          {[...links, { href: paths.blog, label: 'Blog' }, { href: paths.support, label: 'Support' }].map((l) => (
            <DropdownMenu.Item key={l.href} asChild>
              <Link href={l.href} className="block rounded-lg px-3 py-2.5 text-stone-800 outline-none data-[highlighted]:bg-brand-50">
                {l.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          {account && (
            <DropdownMenu.Group className="sm:hidden">
              <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
              {account.links.map((l) => (
                <DropdownMenu.Item key={l.href} asChild>
                  <Link href={l.href} className="block rounded-lg px-3 py-2.5 text-stone-800 outline-none data-[highlighted]:bg-brand-50">
                    {l.label}
                  </Link>
                </DropdownMenu.Item>
              ))}
              <DropdownMenu.Item
                onSelect={account.onSignOut}
                className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2.5 text-stone-800 outline-none data-[highlighted]:bg-brand-50"
              >
                <LogOut className="h-4 w-4" aria-hidden="true" /> Sign out
              </DropdownMenu.Item>
            </DropdownMenu.Group>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
