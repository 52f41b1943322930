// The public entry of this feature: other features import only what is exported here (eslint.config.js, FEATURES).
// Other features use only its components: see ./ui.ts.
// "At the stand" (within 500 m, or checked in): picking words from visitors follow the same rule (decision 062).
export { useAtStand, type AtStand } from './components/use-at-stand';
