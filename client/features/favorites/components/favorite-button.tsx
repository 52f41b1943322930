import { Heart } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/react';
import { useLocation } from 'wouter';
import { authHref } from '@/lib/paths';
import { useHere } from '@/lib/use-here';
import { useUser } from '@/features/auth';
import { cn } from '@/lib/utils';
import { useFavoriteIds } from '../api/get-favorites';
import { useToggleFavorite } from '../api/toggle-favorite';

interface FavoriteButtonProps {
  farmId: number;
  farmName: string;
  /** 'icon' on cards; 'full' (with a word) on the listing page. */
  variant?: 'icon' | 'full';
  className?: string;
}

/** The heart on every card and listing page. Signed out, it leads to sign-in and back. */
export function FavoriteButton({ farmId, farmName, variant = 'icon', className }: FavoriteButtonProps) {
  const { t } = useTranslation('favorites');
  const { user } = useUser();
  const [, navigate] = useLocation();
  const here = useHere();
  const { data: ids } = useFavoriteIds();
  const toggle = useToggleFavorite();
  const saved = Boolean(ids?.includes(farmId));

  const onClick = () => {
    if (!user) return navigate(authHref(here));
    toggle.mutate({ farmId, farmName, favorite: !saved });
  };

  const label = saved ? t('button.remove', { name: farmName }) : t('button.save', { name: farmName });
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={saved}
      aria-label={variant === 'icon' ? label : undefined}
      title={variant === 'icon' ? label : undefined}
      className={cn(
        'relative z-10 inline-flex shrink-0 items-center justify-center gap-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        variant === 'icon'
          ? 'h-11 w-11 -m-2 rounded-full hover:bg-rose-50 hover:text-rose-700'
          : 'h-11 rounded-xl bg-white px-4 font-medium ring-1 ring-inset ring-stone-300 hover:bg-rose-50',
        saved ? 'text-rose-700' : variant === 'icon' ? 'text-stone-600' : 'text-stone-800',
        className,
      )}
    >
      <Heart className={cn('h-5 w-5', saved && 'fill-rose-600 text-rose-700')} aria-hidden="true" />
      {variant === 'full' && <span>{saved ? t('button.saved') : t('button.saveShort')}</span>}
    </button>
  );
}
