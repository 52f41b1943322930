// The public entry of this feature: other features import only what is exported here (eslint.config.js, FEATURES).
// No other feature uses anything of this one yet; export here what one comes to need.
export {};
