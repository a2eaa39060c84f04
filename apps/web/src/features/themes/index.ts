export { ThemeProvider } from './components/theme-provider';
export { useThemes } from './hooks/use-themes';
