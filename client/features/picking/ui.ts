// The components this feature lends to pages and other features.
export { PickingSection } from './components/picking-section';
