export type Theme = 'light' | 'dark';

const storageKey = 'theme';

export function parseTheme(value: unknown): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/** The stored theme, else the operating system's preference. */
export function initialTheme(): Theme {
  try {
    const stored = parseTheme(localStorage.getItem(storageKey));
    if (stored) return stored;
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
