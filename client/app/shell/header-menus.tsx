import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown, LogOut, Menu, UserRound } from 'lucide-react';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { useFullNav } from './full-nav';

// The header's menus, in their own chunk: the menu library loads when someone reaches for a menu (header.tsx).

export type NavLink = { href: string; label: string };

export function AccountMenu({
  firstName,
  links,
  onSignOut,
  defaultOpen,
}: {
  firstName: string;
  links: NavLink[];
  onSignOut: () => void;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation('layout');
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        {/* On a phone the account links live in the menu button: the header has room for the badges. */}
        <Button variant="secondary" size="sm" className="max-sm:hidden" aria-label={t('header.accountMenuFor', { name: firstName })}>
          <UserRound className="h-4 w-4" aria-hidden="true" />
          <span className="max-w-[6rem] truncate sm:max-w-[8rem] xl:max-w-[6rem] 2xl:max-w-[8rem]">{firstName}</span>
          <ChevronDown className="h-4 w-4" aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-52 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-stone-200">
          {links.map((l) => (
            <DropdownMenu.Item key={l.href} asChild>
              <Link href={l.href} className="block rounded-lg px-3 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-brand-50">
                {l.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item
            onSelect={onSignOut}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-brand-50"
          >
            <LogOut className="h-4 w-4" aria-hidden="true" /> {t('account.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function MobileMenu({
  links,
  account,
  defaultOpen,
}: {
  links: NavLink[];
  account?: { links: NavLink[]; onSignOut: () => void };
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation('layout');
  const fullNav = useFullNav();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" className={fullNav.hide} aria-label={t('header.openMenu')}>
          <Menu className="h-6 w-6" aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 max-h-[calc(100dvh-5rem)] w-60 overflow-y-auto rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-stone-200"
        >
          {[...links, { href: paths.blog, label: t('nav.blog') }, { href: paths.support, label: t('nav.support') }].map((l) => (
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
                <LogOut className="h-4 w-4" aria-hidden="true" /> {t('account.signOut')}
              </DropdownMenu.Item>
            </DropdownMenu.Group>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
