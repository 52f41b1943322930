/** Query keys of the site's switches; each is the URL it fetches (the default query function fetches the key). */
export const siteKeys = {
  maintenance: ['/api/maintenance/settings'] as const,
  comingSoon: ['/api/coming-soon/settings'] as const,
};
