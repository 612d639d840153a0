import type { RouteObject } from 'react-router-dom';

/**
 * Route groups fetched on the first visit to one of their first path segments (react-router's lazy
 * route discovery) and patched under the route with id `into`. A path served here must not also be
 * a static route, or the static one answers and this never loads.
 */
export interface LazyArea {
  segments: string[];
  into: 'shell' | 'admin';
  load: () => Promise<RouteObject[]>;
}

/**
 * What one web module adds to the app's routes (its `routes.tsx`); router.tsx only places these
 * under the app's layouts and guards. Static entries must stay light: pages load through `lazy`.
 */
export interface ModuleRoutes {
  /** Outside the sign-in guard: the public site, sign-in and sign-up, embeds. */
  public?: RouteObject[];
  /** Signed-in pages inside the app shell. */
  shell?: RouteObject[];
  /** Inside the admin area (permission admin_dashboard). */
  admin?: RouteObject[];
  /** Platform operators only. */
  operator?: RouteObject[];
  lazy?: LazyArea[];
}
