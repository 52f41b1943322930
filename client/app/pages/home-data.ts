import { Apple, Beef, CakeSlice, Carrot, Drumstick, Egg, Flower2, Hexagon, Milk, Sprout, Tent, TreePine, Trees, Store, type LucideIcon } from 'lucide-react';
import { CalendarDays, Heart, Route, Star, Trophy } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/react';
import { PumpkinIcon } from './home-illustration';

type Icon = LucideIcon | typeof PumpkinIcon;

/** Category ids match common/farms/catalog.ts so the links land on a filtered /browse. */
export function useCategoryTiles(): { id: string; label: string; icon: Icon; tint: string }[] {
  const { t } = useTranslation('pages');
  return [
    { id: 'produce', label: t('home.categories.produce'), icon: Carrot, tint: 'bg-brand-50 text-brand-700' },
    { id: 'fruit', label: t('home.categories.fruit'), icon: Apple, tint: 'bg-red-50 text-tomato-700' },
    { id: 'eggs', label: t('home.categories.eggs'), icon: Egg, tint: 'bg-amber-50 text-soil' },
    { id: 'dairy', label: t('home.categories.dairy'), icon: Milk, tint: 'bg-sky-50 text-sky-800' },
    { id: 'meat', label: t('home.categories.meat'), icon: Beef, tint: 'bg-red-50 text-tomato-700' },
    { id: 'poultry', label: t('home.categories.poultry'), icon: Drumstick, tint: 'bg-amber-50 text-soil' },
    { id: 'honey', label: t('home.categories.honey'), icon: Hexagon, tint: 'bg-yellow-50 text-yellow-800' },
    { id: 'flowers', label: t('home.categories.flowers'), icon: Flower2, tint: 'bg-pink-50 text-pink-800' },
    { id: 'baked-goods', label: t('home.categories.bakedGoods'), icon: CakeSlice, tint: 'bg-amber-50 text-soil' },
    { id: 'plants', label: t('home.categories.plants'), icon: Sprout, tint: 'bg-brand-50 text-brand-700' },
    { id: 'pumpkins', label: t('home.categories.pumpkins'), icon: PumpkinIcon, tint: 'bg-orange-50 text-orange-800' },
    { id: 'christmas-trees', label: t('home.categories.christmasTrees'), icon: TreePine, tint: 'bg-brand-50 text-brand-700' },
  ];
}

export function useKindLinks(): { id: string; label: string; body: string; icon: Icon }[] {
  const { t } = useTranslation('pages');
  return [
    { id: 'stand', label: t('home.kinds.stand'), body: t('home.kinds.standBody'), icon: Store },
    { id: 'u-pick', label: t('home.kinds.uPick'), body: t('home.kinds.uPickBody'), icon: Trees },
    { id: 'market', label: t('home.kinds.market'), body: t('home.kinds.marketBody'), icon: Tent },
  ];
}

export function useHowSteps(): { title: string; body: string }[] {
  const { t } = useTranslation('pages');
  return [
    { title: t('home.steps.whereTitle'), body: t('home.steps.whereBody') },
    { title: t('home.steps.openTitle'), body: t('home.steps.openBody') },
    { title: t('home.steps.driveTitle'), body: t('home.steps.driveBody') },
  ];
}

export function useExtras(): { title: string; body: string; icon: LucideIcon }[] {
  const { t } = useTranslation('pages');
  return [
    { title: t('home.extras.favoritesTitle'), body: t('home.extras.favoritesBody'), icon: Heart },
    { title: t('home.extras.tripsTitle'), body: t('home.extras.tripsBody'), icon: Route },
    { title: t('home.extras.reviewsTitle'), body: t('home.extras.reviewsBody'), icon: Star },
    { title: t('home.extras.badgesTitle'), body: t('home.extras.badgesBody'), icon: Trophy },
  ];
}

export function useFarmerPoints(): { title: string; icon: LucideIcon }[] {
  const { t } = useTranslation('pages');
  return [
    { title: t('home.farmerPoints.hours'), icon: CalendarDays },
    { title: t('home.farmerPoints.available'), icon: Sprout },
    { title: t('home.farmerPoints.followers'), icon: Heart },
  ];
}
