import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { HeaderTheme } from '@coverline/engine';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useTenantSettings } from '../api/shellData.js';
import { createAppTheme } from '../theme/createAppTheme.js';
import { DEFAULT_THEME } from '../theme/themes.js';
import { DEFAULT_LAYOUT, parseLayoutSettings, type LayoutSettings } from './layoutSettings.js';

const STORAGE_KEY = 'coverline.layout';

interface LayoutContextValue {
  settings: LayoutSettings;
  /** The theme in force: the user's pick, else the tenant's. */
  themeName: HeaderTheme;
  update: (change: Partial<LayoutSettings>) => void;
  reset: () => void;
}

const LayoutContext = createContext<LayoutContextValue | undefined>(undefined);

export function useLayoutSettings(): LayoutContextValue {
  const value = useContext(LayoutContext);
  if (value === undefined) throw new Error('useLayoutSettings needs an AppearanceProvider');
  return value;
}

function readStored(storage: Storage): LayoutSettings {
  try {
    return parseLayoutSettings(JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null'));
  } catch {
    return DEFAULT_LAYOUT;
  }
}

/** Layout options and the MUI theme built from them; the options survive reloads in local storage. */
export function AppearanceProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<LayoutSettings>(() => readStored(window.localStorage));
  const { settings: tenant } = useTenantSettings();
  useEffect(() => window.localStorage.setItem(STORAGE_KEY, JSON.stringify(settings)), [settings]);

  const themeName = settings.theme ?? tenant.headerTheme ?? DEFAULT_THEME;
  const theme = useMemo(() => createAppTheme(themeName, settings.density), [themeName, settings.density]);
  const update = useCallback(
    (change: Partial<LayoutSettings>) => setSettings((old) => ({ ...old, ...change })),
    [],
  );
  const reset = useCallback(() => setSettings(DEFAULT_LAYOUT), []);
  const value = useMemo(() => ({ settings, themeName, update, reset }), [settings, themeName, update, reset]);

  return (
    <LayoutContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </LayoutContext.Provider>
  );
}
