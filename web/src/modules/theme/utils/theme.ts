export type Theme = 'light' | 'dark';

const storageKey = 'theme';

export function parseTheme(value: unknown): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/**
 * The stored theme, else the operating system's preference. Self-contained (no outer names):
 * landing.html inlines its source so the prerendered page paints in the visitor's theme.
 */
export function initialTheme(): Theme {
  try {
    const stored = localStorage.getItem('theme'); // storageKey, written out to stay self-contained
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // Storage unavailable: fall through to the system preference.
  }
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
  try {
    localStorage.setItem(storageKey, theme);
  } catch {
    // The theme still applies for this visit.
  }
}
