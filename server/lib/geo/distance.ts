// Moved to common/ so the client measures the same way ("at the stand", within 500 m): one formula for both.
export * from '@common/geo/distance.js';
