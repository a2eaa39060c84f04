import type { Theme } from '@sdp/shared';
import { createContext, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { applyTheme } from '../lib/theme-css';
import { activeTheme, allThemes } from '../lib/theme-ops';
import { loadStoredThemes, type StoredThemes, saveStoredThemes } from '../lib/theme-storage';

// The theme store (docs/themes.md#the-store): the stored state, the theme on screen (a preview
// while one runs, else the active theme), applied to <html> whenever either changes.

export interface ThemeContextValue {
  state: StoredThemes;
  themes: Theme[];
  active: Theme;
  previewing: Theme | null;
  /** Replaces the stored state (through the pure operations in lib/theme-ops.ts) and saves it. */
  update: (next: (s: StoredThemes) => StoredThemes) => void;
  setDarkMode: (dark: boolean) => void;
  startPreview: (theme: Theme) => void;
  /** Ends the preview: the saved theme is on screen again. */
  stopPreview: () => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<StoredThemes>(loadStoredThemes);
  const [previewing, setPreviewing] = useState<Theme | null>(null);

  const update = useCallback((next: (s: StoredThemes) => StoredThemes) => {
    setState((s) => {
      const n = next(s);
      saveStoredThemes(n);
      return n;
    });
  }, []);
  const setDarkMode = useCallback((dark: boolean) => update((s) => ({ ...s, darkMode: dark })), [update]);
  const stopPreview = useCallback(() => setPreviewing(null), []);

  const active = activeTheme(state);
  const shown = previewing ?? active;
  useEffect(() => applyTheme(shown, state.darkMode), [shown, state.darkMode]);

  const value = useMemo<ThemeContextValue>(
    () => ({
      state,
      themes: allThemes(state.customThemes),
      active,
      previewing,
      update,
      setDarkMode,
      startPreview: setPreviewing,
      stopPreview,
    }),
    [state, active, previewing, update, setDarkMode, stopPreview],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
