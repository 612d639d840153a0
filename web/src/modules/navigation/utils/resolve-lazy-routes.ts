import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy routes that match the current URL and makes them plain routes, so the router
 * starts with the page itself rather than its loading fallback; hydrating a prerendered page
 * needs that (React Router's documented recipe for lazy routes and SSR).
 */
export async function resolveLazyRoutes(routes: RouteObject[]): Promise<void> {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
