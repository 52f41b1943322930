import { useTranslation } from '@/lib/i18n/react';

/**
 * Where the header shows the full navigation instead of the menu button: from 1024 px in English, from 1280 px in
 * Spanish, whose labels are a third longer ("Cómo funciona", "Para agricultores"). Literal class names, for Tailwind.
 */
export function useFullNav() {
  const { i18n } = useTranslation('layout');
  return i18n.language === 'es'
    ? { show: 'xl:flex', hide: 'xl:hidden', narrowName: 'xl:max-w-[6rem]' }
    : { show: 'lg:flex', hide: 'lg:hidden', narrowName: 'lg:max-w-[6rem]' };
}
