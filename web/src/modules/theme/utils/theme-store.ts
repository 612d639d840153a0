import { applyTheme, initialTheme, type Theme } from './theme';

const listeners = new Set<() => void>();
let current: Theme | null = null;

/**
 * The page's theme as a store for useSyncExternalStore. A prerendered page was built without
 * knowing the visitor's theme, so hydration renders `server` (light) and React re-renders with the
 * visitor's own at once; the document's data-theme is set by `apply` before any render.
 */
export const themeStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): Theme => (current ??= initialTheme()),
  server: (): Theme => 'light',
  apply(): void {
    applyTheme(themeStore.get());
  },
  set(theme: Theme): void {
    current = theme;
    applyTheme(theme);
    for (const listener of listeners) listener();
  },
};
