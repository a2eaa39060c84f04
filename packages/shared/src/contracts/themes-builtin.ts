import type { Theme, ThemeColorSet } from './themes';

// The built-in themes (docs/themes.md#built-in-themes). Every set passes WCAG AA (4.5:1) for the
// app's text on its surfaces: theme-contrast.test.ts checks the pairs. Fonts are system stacks only
// (nothing is downloaded). /theme-boot.js is made from these palettes for the first
// paint (apps/web/src/features/themes/boot).

export const DEFAULT_THEME_ID = 'default-dark';

const SANS =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
const SERIF = 'ui-serif, Georgia, Cambria, "Times New Roman", Times, serif';
const BUILT_AT = '2026-11-27T00:00:00.000Z';

function set(c: Omit<ThemeColorSet, 'radius'>, radius: string): ThemeColorSet {
  return { ...c, radius };
}

const defaultDark: Theme = {
  id: DEFAULT_THEME_ID,
  name: 'Default Dark',
  description: 'The platform’s own blue on slate: calm and readable for long sessions.',
  category: 'built-in',
  colors: {
    dark: set(
      {
        background: '#080d16',
        foreground: '#edf2f9',
        muted: '#18202b',
        mutedForeground: '#96a3b5',
        popover: '#0f1621',
        popoverForeground: '#edf2f9',
        card: '#0f1520',
        cardForeground: '#edf2f9',
        border: '#252e3d',
        input: '#2a3342',
        primary: '#4d8ff8',
        primaryForeground: '#050a14',
        secondary: '#1e2735',
        secondaryForeground: '#edf2f9',
        accent: '#1f283d',
        accentForeground: '#f4f9ff',
        destructive: '#f0646a',
        destructiveForeground: '#1a0506',
        ring: '#5396ff',
      },
      '0.625rem',
    ),
    light: set(
      {
        background: '#fcfcfc',
        foreground: '#11161f',
        muted: '#f0f2f5',
        mutedForeground: '#555c67',
        popover: '#ffffff',
        popoverForeground: '#11161f',
        card: '#ffffff',
        cardForeground: '#11161f',
        border: '#dadee5',
        input: '#c9ced8',
        primary: '#1159c7',
        primaryForeground: '#ffffff',
        secondary: '#ebeff5',
        secondaryForeground: '#11161f',
        accent: '#ebeff5',
        accentForeground: '#11161f',
        destructive: '#c41d2a',
        destructiveForeground: '#ffffff',
        ring: '#1159c7',
      },
      '0.625rem',
    ),
  },
  animations: { enabled: true, duration: 200, easing: 'ease-out' },
  typography: { fontFamily: SANS, fontSize: 16, lineHeight: 1.5 },
  effects: { blur: true, shadows: true, gradients: true },
  createdAt: BUILT_AT,
  updatedAt: BUILT_AT,
};

const cyberpunk: Theme = {
  id: 'cyberpunk',
  name: 'Cyberpunk Command Center',
  description: 'Neon cyan and magenta on deep violet, sharp corners, quick motion.',
  category: 'built-in',
  colors: {
    dark: set(
      {
        background: '#0a0612',
        foreground: '#e8f7ff',
        muted: '#1a1030',
        mutedForeground: '#b0a3d6',
        popover: '#140b24',
        popoverForeground: '#e8f7ff',
        card: '#120a20',
        cardForeground: '#e8f7ff',
        border: '#3a1f5c',
        input: '#4a2a72',
        primary: '#00e5ff',
        primaryForeground: '#001418',
        secondary: '#2a1245',
        secondaryForeground: '#f5e9ff',
        accent: '#2b1040',
        accentForeground: '#ff9cef',
        destructive: '#ff5c7a',
        destructiveForeground: '#1a0008',
        ring: '#ff2bd6',
      },
      '0.25rem',
    ),
    light: set(
      {
        background: '#fbf7ff',
        foreground: '#1a0b2e',
        muted: '#f0e8fb',
        mutedForeground: '#5a4775',
        popover: '#ffffff',
        popoverForeground: '#1a0b2e',
        card: '#ffffff',
        cardForeground: '#1a0b2e',
        border: '#dccbf2',
        input: '#c9b2ea',
        primary: '#7a1fc2',
        primaryForeground: '#ffffff',
        secondary: '#ebe0f8',
        secondaryForeground: '#1a0b2e',
        accent: '#e3f7fb',
        accentForeground: '#0b3a44',
        destructive: '#b8123a',
        destructiveForeground: '#ffffff',
        ring: '#c21fa8',
      },
      '0.25rem',
    ),
  },
  animations: { enabled: true, duration: 150, easing: 'ease-in-out' },
  typography: { fontFamily: SANS, fontSize: 16, lineHeight: 1.5 },
  effects: { blur: true, shadows: true, gradients: true },
  createdAt: BUILT_AT,
  updatedAt: BUILT_AT,
};

const executive: Theme = {
  id: 'executive',
  name: 'Executive Boardroom',
  description: 'Charcoal and warm gold, serif type, unhurried motion.',
  category: 'built-in',
  colors: {
    dark: set(
      {
        background: '#0e1116',
        foreground: '#f2efe8',
        muted: '#1b1f26',
        mutedForeground: '#aba79d',
        popover: '#171b22',
        popoverForeground: '#f2efe8',
        card: '#14181e',
        cardForeground: '#f2efe8',
        border: '#2c323c',
        input: '#39404c',
        primary: '#d4af37',
        primaryForeground: '#14110a',
        secondary: '#232831',
        secondaryForeground: '#f2efe8',
        accent: '#252a33',
        accentForeground: '#f2efe8',
        destructive: '#f07167',
        destructiveForeground: '#1a0705',
        ring: '#d4af37',
      },
      '0.5rem',
    ),
    light: set(
      {
        background: '#faf8f4',
        foreground: '#1c1f24',
        muted: '#efebe3',
        mutedForeground: '#57554d',
        popover: '#ffffff',
        popoverForeground: '#1c1f24',
        card: '#ffffff',
        cardForeground: '#1c1f24',
        border: '#ddd6c8',
        input: '#c8bea9',
        primary: '#1f3a5f',
        primaryForeground: '#ffffff',
        secondary: '#ebe6dc',
        secondaryForeground: '#1c1f24',
        accent: '#f1ead8',
        accentForeground: '#3a2e10',
        destructive: '#b42318',
        destructiveForeground: '#ffffff',
        ring: '#8a6d1c',
      },
      '0.5rem',
    ),
  },
  animations: { enabled: true, duration: 300, easing: 'ease-in-out' },
  typography: { fontFamily: SERIF, fontSize: 16, lineHeight: 1.6 },
  effects: { blur: false, shadows: true, gradients: false },
  createdAt: BUILT_AT,
  updatedAt: BUILT_AT,
};

export const BUILT_IN_THEMES: readonly Theme[] = [defaultDark, cyberpunk, executive];
