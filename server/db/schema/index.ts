export * from './users.js';
export * from './site.js';
export * from './farms.js';
export * from './photos.js';
export * from './imports.js';
export * from './favorites.js';
export * from './messages.js';
export * from './notifications.js';
