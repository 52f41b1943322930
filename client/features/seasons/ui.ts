// The components this feature lends to pages and other features.
export { UsualSeasons } from './components/usual-seasons';
export { ComingUp } from './components/coming-up';
export { CropCalendar } from './components/crop-calendar';
