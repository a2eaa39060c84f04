import { useContext } from 'react';
import { ThemeContext, type ThemeContextValue } from '../components/theme-provider';

export function useThemes(): ThemeContextValue {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('useThemes must be used inside ThemeProvider');
  return ctx;
}
