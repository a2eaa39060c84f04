export { AppearancePanel } from './components/appearance-panel';
export { ThemeProvider } from './components/theme-provider';
export { useThemes } from './hooks/use-themes';
