import { type ReactNode, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { ThemeContext } from '../hooks/useTheme';
import { applyTheme, initialTheme } from '../utils/theme';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState(initialTheme);
  useLayoutEffect(() => applyTheme(theme), [theme]);
  const toggleTheme = useCallback(() => setTheme((current) => (current === 'dark' ? 'light' : 'dark')), []);
  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
