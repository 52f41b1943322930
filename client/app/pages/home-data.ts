import { Apple, Beef, CakeSlice, Carrot, Drumstick, Egg, Flower2, Hexagon, Milk, Sprout, Tent, TreePine, Trees, Store, type LucideIcon } from 'lucide-react';
import { CalendarDays, Heart, Route, Star, Trophy } from 'lucide-react';
import type { TFunction } from 'i18next';
import { PumpkinIcon } from './home-illustration';

type Icon = LucideIcon | typeof PumpkinIcon;

/** Category ids match common/farms/catalog.ts so the links land on a filtered /browse. */
export const categoryTiles = (t: TFunction<'pages'>): { id: string; label: string; icon: Icon; tint: string }[] => [
  { id: 'produce', label: t('pages:home.categories.produce'), icon: Carrot, tint: 'bg-brand-50 text-brand-700' },
  { id: 'fruit', label: t('pages:home.categories.fruit'), icon: Apple, tint: 'bg-red-50 text-tomato-700' },
  { id: 'eggs', label: t('pages:home.categories.eggs'), icon: Egg, tint: 'bg-amber-50 text-soil' },
  { id: 'dairy', label: t('pages:home.categories.dairy'), icon: Milk, tint: 'bg-sky-50 text-sky-800' },
  { id: 'meat', label: t('pages:home.categories.meat'), icon: Beef, tint: 'bg-red-50 text-tomato-700' },
  { id: 'poultry', label: t('pages:home.categories.poultry'), icon: Drumstick, tint: 'bg-amber-50 text-soil' },
  { id: 'honey', label: t('pages:home.categories.honey'), icon: Hexagon, tint: 'bg-yellow-50 text-yellow-800' },
  { id: 'flowers', label: t('pages:home.categories.flowers'), icon: Flower2, tint: 'bg-pink-50 text-pink-800' },
  { id: 'baked-goods', label: t('pages:home.categories.bakedGoods'), icon: CakeSlice, tint: 'bg-amber-50 text-soil' },
  { id: 'plants', label: t('pages:home.categories.plants'), icon: Sprout, tint: 'bg-brand-50 text-brand-700' },
  { id: 'pumpkins', label: t('pages:home.categories.pumpkins'), icon: PumpkinIcon, tint: 'bg-orange-50 text-orange-800' },
  { id: 'christmas-trees', label: t('pages:home.categories.christmasTrees'), icon: TreePine, tint: 'bg-brand-50 text-brand-700' },
];

export const kindLinks = (t: TFunction<'pages'>): { id: string; label: string; body: string; icon: Icon }[] => [
  { id: 'stand', label: t('pages:home.kinds.stand'), body: t('pages:home.kinds.standBody'), icon: Store },
  { id: 'u-pick', label: t('pages:home.kinds.uPick'), body: t('pages:home.kinds.uPickBody'), icon: Trees },
  { id: 'market', label: t('pages:home.kinds.market'), body: t('pages:home.kinds.marketBody'), icon: Tent },
];

export const howSteps = (t: TFunction<'pages'>) => [
  { title: t('pages:home.steps.whereTitle'), body: t('pages:home.steps.whereBody') },
  { title: t('pages:home.steps.openTitle'), body: t('pages:home.steps.openBody') },
  { title: t('pages:home.steps.driveTitle'), body: t('pages:home.steps.driveBody') },
];

export const extras = (t: TFunction<'pages'>): { title: string; body: string; icon: LucideIcon }[] => [
  { title: t('pages:home.extras.favoritesTitle'), body: t('pages:home.extras.favoritesBody'), icon: Heart },
  { title: t('pages:home.extras.tripsTitle'), body: t('pages:home.extras.tripsBody'), icon: Route },
  { title: t('pages:home.extras.reviewsTitle'), body: t('pages:home.extras.reviewsBody'), icon: Star },
  { title: t('pages:home.extras.badgesTitle'), body: t('pages:home.extras.badgesBody'), icon: Trophy },
];

export const farmerPoints = (t: TFunction<'pages'>): { title: string; icon: LucideIcon }[] => [
  { title: t('pages:home.farmerPoints.hours'), icon: CalendarDays },
  { title: t('pages:home.farmerPoints.available'), icon: Sprout },
  { title: t('pages:home.farmerPoints.followers'), icon: Heart },
];
