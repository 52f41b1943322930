// The public entry of this feature: other features import only what is exported here (eslint.config.js, FEATURES).
export { forgetRef, rememberedRef } from './referral';
