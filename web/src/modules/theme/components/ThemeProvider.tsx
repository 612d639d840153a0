import { type ReactNode, useCallback, useMemo, useSyncExternalStore } from 'react';
import { ThemeContext } from '../hooks/useTheme';
import { themeStore } from '../utils/theme-store';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.server);
  const toggleTheme = useCallback(() => themeStore.set(themeStore.get() === 'dark' ? 'light' : 'dark'), []);
  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
