import { Apple, Beef, CakeSlice, Carrot, Drumstick, Egg, Flower2, Hexagon, Milk, Sprout, Tent, TreePine, Trees, Store, type LucideIcon } from 'lucide-react';
import { CalendarDays, Heart, Route, Star, Trophy } from 'lucide-react';
import { PumpkinIcon } from './home-illustration';

type Icon = LucideIcon | typeof PumpkinIcon;

/** Category ids match common/farms/catalog.ts so the links land on a filtered /browse. */
export const CATEGORY_TILES: { id: string; label: string; icon: Icon; tint: string }[] = [
  { id: 'produce', label: 'Vegetables', icon: Carrot, tint: 'bg-brand-50 text-brand-700' },
  { id: 'fruit', label: 'Fruit', icon: Apple, tint: 'bg-red-50 text-tomato-700' },
  { id: 'eggs', label: 'Eggs', icon: Egg, tint: 'bg-amber-50 text-soil' },
  { id: 'dairy', label: 'Dairy', icon: Milk, tint: 'bg-sky-50 text-sky-800' },
  { id: 'meat', label: 'Meat', icon: Beef, tint: 'bg-red-50 text-tomato-700' },
  { id: 'poultry', label: 'Poultry', icon: Drumstick, tint: 'bg-amber-50 text-soil' },
  { id: 'honey', label: 'Honey', icon: Hexagon, tint: 'bg-yellow-50 text-yellow-800' },
  { id: 'flowers', label: 'Flowers', icon: Flower2, tint: 'bg-pink-50 text-pink-800' },
  { id: 'baked-goods', label: 'Baked goods', icon: CakeSlice, tint: 'bg-amber-50 text-soil' },
  { id: 'plants', label: 'Plants & seedlings', icon: Sprout, tint: 'bg-brand-50 text-brand-700' },
  { id: 'pumpkins', label: 'Pumpkins', icon: PumpkinIcon, tint: 'bg-orange-50 text-orange-800' },
  { id: 'christmas-trees', label: 'Christmas trees', icon: TreePine, tint: 'bg-brand-50 text-brand-700' },
];

export const KIND_LINKS: { id: string; label: string; body: string; icon: Icon }[] = [
  { id: 'stand', label: 'Farm stands', body: 'Roadside stands, farm shops and honor boxes at the end of the lane.', icon: Store },
  { id: 'u-pick', label: 'U-pick farms', body: 'Strawberries, blueberries, apples and pumpkins you pick yourself.', icon: Trees },
  { id: 'market', label: 'Farmers markets', body: 'Market days and seasons, the stalls that come, and who takes SNAP/EBT.', icon: Tent },
];

export const HOW_STEPS = [
  {
    title: 'Tell us where you are',
    body: 'Type a ZIP code or town, or let your phone share its location for one search. Nothing to install, no account needed.',
  },
  {
    title: 'See who’s open right now',
    body: 'Open or closed is worked out in each stand’s own time zone, with seasons and holidays. If a farmer hasn’t listed hours, we say so instead of guessing.',
  },
  {
    title: 'Drive out and fill a basket',
    body: 'Check what’s marked available today, get directions, and check in when you arrive to keep a record of your visits.',
  },
];

export const EXTRAS: { title: string; body: string; icon: LucideIcon }[] = [
  { title: 'Favorites that talk back', body: 'Follow a stand and hear when its farmer posts “sweet corn is in”, by push or email, your choice.', icon: Heart },
  {
    title: 'Day trips, optimized',
    body: 'Line up stops, then let Optimize order them so the most are open when you arrive. Export to GPX or your calendar.',
    icon: Route,
  },
  { title: 'Honest reviews', body: 'One review per person per stand, and farmers can reply. Reports go to a person on our team.', icon: Star },
  { title: 'Badges for the curious', body: 'Earn badges for your first visit, ten different stands, or visiting stands in all four seasons.', icon: Trophy },
];

export const FARMER_POINTS: { title: string; icon: LucideIcon }[] = [
  { title: 'Set weekly hours and seasons once; “open now” stays right', icon: CalendarDays },
  { title: 'Mark what’s available today with one tap', icon: Sprout },
  { title: 'Tell every follower “strawberries are in” in one message', icon: Heart },
];
