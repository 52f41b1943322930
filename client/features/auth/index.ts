// The public entry of this feature: other features import only what is exported here (eslint.config.js, FEATURES).
// Hooks, query keys, formatters and helpers; the components other features render are in ./ui.ts.
export { useUser, useUserQuery, errorText, useCompleteOnboarding, useSetHome, userQuery } from './api/use-user';
