// The components this feature lends to other features (hooks and formatters are in ./index.ts): a separate entry, so
// that code reading only the data (the first page included) does not pull these components and what they import.
export { AddToTripButton } from './components/add-to-trip-button';
export { TripCard } from './components/trip-card';
