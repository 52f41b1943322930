// The components this feature lends to other features (hooks and formatters are in ./index.ts): a separate entry, so
// that code reading only the data (the first page included) does not pull these components and what they import.
export { AvailabilityNote } from './components/availability-note';
export { StandSignPanel } from './components/stand-sign-panel';
export { FarmerStockBar } from './components/farmer-stock-bar';
export { TodaysStock } from './components/todays-stock';
export { StandSales } from './components/stand-sales';
