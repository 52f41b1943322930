// The components this feature lends to pages and other features.
export { UsualSeasons } from './components/usual-seasons';
