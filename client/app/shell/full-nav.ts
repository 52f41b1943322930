import { useTranslation } from '@/lib/i18n/react';

/**
 * Where the header shows the full navigation instead of the menu button: from 1024 px in English, from 1280 px in
 * Spanish, whose labels are a third longer ("Cómo funciona", "Para agricultores"). Literal class names, for Tailwind.
 */
export function useFullNav() {
  const { i18n } = useTranslation('layout');
  const wide = i18n.language === 'es';
  return {
    nav: wide ? 'xl:flex' : 'lg:flex',
    menuButton: wide ? 'xl:hidden' : 'lg:hidden',
    badge: wide ? 'xl:hidden' : 'lg:hidden',
    name: wide ? 'xl:max-w-[6rem]' : 'lg:max-w-[6rem]',
  };
}
