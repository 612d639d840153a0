import type { ComponentType } from 'react';

const reloadedKey = 'smartcrm:reloaded-for-chunk';

/** Session storage, or null where the browser refuses it (e.g. a page framed by another site). */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A page whose code cannot be fetched was most likely built before a redeploy removed its chunk:
 * one reload gets the new build. A second failure right after is a real error and is shown.
 */
async function loadOrReload<M>(load: () => Promise<M>): Promise<M> {
  const storage = tabStorage();
  try {
    const module = await load();
    storage?.removeItem(reloadedKey);
    return module;
  } catch (error) {
    if (!storage || storage.getItem(reloadedKey) === location.pathname) throw error;
    storage.setItem(reloadedKey, location.pathname);
    location.reload();
    return new Promise<M>(() => undefined);
  }
}

/**
 * A route's `lazy` loader for one exported component: the page's code is fetched on the first
 * visit to the route (route-level code splitting).
 */
export const lazyRoute =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await loadOrReload(load)) });
