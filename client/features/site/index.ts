// The public entry of this feature: other features import only what is exported here (eslint.config.js, FEATURES).
export { useSetSwitch, useSiteSwitches } from './api/settings';
