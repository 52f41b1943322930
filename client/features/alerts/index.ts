// The public entry of this feature: other features import only what is exported here (eslint.config.js, FEATURES).
// Other features use only its dialog: see ./ui.ts.
export {};
