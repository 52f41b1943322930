// The components this feature lends to other features (hooks and formatters are in ./index.ts): a separate entry, so
// that code reading only the data (the first page included) does not pull these components and what they import.
export { editHref } from './components/detail/farm-header';
export { EditorSection } from './components/editor/form-controls';
export { FarmCard } from './components/farm-card';
export { OpenBadge } from './components/open-badge';
export { RadiusSelect } from './components/radius-select';
