import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, createTheme, ThemeProvider, useMediaQuery } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { isRtl } from '@/app/i18n';

export type ThemeMode = 'light' | 'dark';
const modeKey = 'themeMode';

const ltrCache = createCache({ key: 'mui' });
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

const ModeContext = createContext<{ mode: ThemeMode; toggle: () => void }>({ mode: 'light', toggle: () => {} });

function storedMode(): ThemeMode | null {
  const value = localStorage.getItem(modeKey);
  return value === 'light' || value === 'dark' ? value : null;
}

/** Light or dark (stored under `themeMode`, else the system's), left-to-right or right-to-left by language. */
export function AppTheme({ children }: { children: ReactNode }) {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [chosen, setChosen] = useState<ThemeMode | null>(storedMode);
  const mode: ThemeMode = chosen ?? (prefersDark ? 'dark' : 'light');
  const { i18n } = useTranslation();
  const direction = isRtl(i18n.language) ? 'rtl' : 'ltr';

  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = i18n.language;
  }, [direction, i18n.language]);

  const toggle = useCallback(() => {
    const next: ThemeMode = mode === 'dark' ? 'light' : 'dark';
    localStorage.setItem(modeKey, next);
    setChosen(next);
  }, [mode]);

  const theme = useMemo(
    () =>
      createTheme({
        direction,
        palette: { mode, primary: { main: mode === 'dark' ? '#6fa8dc' : '#0b5394' }, secondary: { main: '#e69138' } },
        shape: { borderRadius: 8 },
        components: {
          MuiButton: { styleOverrides: { root: { minHeight: 40, textTransform: 'none' } } },
          MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
        },
      }),
    [mode, direction],
  );
  const modeValue = useMemo(() => ({ mode, toggle }), [mode, toggle]);

  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ModeContext.Provider value={modeValue}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </ModeContext.Provider>
    </CacheProvider>
  );
}

export function useThemeMode() {
  return useContext(ModeContext);
}
