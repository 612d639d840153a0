/**
 * The paths that open each coming-soon area (the navbar groups and the feature-name map use
 * different ones). Apart from the areas' texts: the route table, which every page loads, needs
 * only these.
 */
export const comingSoonPaths = {
  contentLibrary: ['content-library'],
  circleProspecting: ['communication', 'circle-prospecting'],
  funnelcraftAi: ['funnelcraft-ai'],
  smartcrmCloser: ['smartcrm-closer'],
  contentAi: ['content-ai'],
} as const satisfies Record<string, readonly string[]>;
