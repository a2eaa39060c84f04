import {
  BUILT_IN_THEMES,
  THEME_COLOR_KEYS,
  type ThemeColorKey,
  type ThemeColorSet,
  themeCssValueSchema,
} from '@sdp/shared';
import type { ScopedVariables } from './css-variables';

// Maps a page's custom properties to the theme's colour keys (docs/themes.md#import-from-a-page).
// shadcn names map directly; otherwise the aliases below, after dropping common prefixes
// (--color-, --bs-, --theme-...). Values: colours and (for radius) lengths only, `var()`
// references followed within the same scope; shadcn's bare "H S% L%" becomes hsl(H S% L%).

const ALIASES: Record<ThemeColorKey, string[]> = {
  background: ['background', 'bg', 'body-bg', 'page-bg', 'background-color', 'base'],
  foreground: [
    'foreground',
    'fg',
    'text',
    'text-color',
    'body-color',
    'body-text',
    'on-background',
    'content',
  ],
  muted: ['muted', 'subtle', 'muted-bg', 'surface-muted', 'tertiary-bg'],
  mutedForeground: ['muted-foreground', 'text-muted', 'muted-text', 'secondary-color', 'text-secondary'],
  popover: ['popover', 'dropdown-bg', 'menu-bg'],
  popoverForeground: ['popover-foreground', 'dropdown-color'],
  card: ['card', 'surface', 'panel', 'card-bg', 'surface-1'],
  cardForeground: ['card-foreground', 'on-surface', 'card-color'],
  border: ['border', 'border-color', 'line', 'divider', 'outline-variant'],
  input: ['input', 'input-border', 'input-border-color'],
  primary: ['primary', 'brand', 'brand-primary', 'primary-color', 'link', 'link-color', 'main'],
  primaryForeground: ['primary-foreground', 'on-primary', 'primary-text', 'primary-contrast'],
  secondary: ['secondary', 'secondary-bg', 'secondary-color-bg'],
  secondaryForeground: ['secondary-foreground', 'on-secondary'],
  accent: ['accent', 'highlight', 'accent-color', 'tertiary'],
  accentForeground: ['accent-foreground', 'on-accent'],
  destructive: ['destructive', 'danger', 'error', 'red'],
  destructiveForeground: ['destructive-foreground', 'on-error', 'on-danger', 'danger-foreground'],
  ring: ['ring', 'focus', 'focus-ring', 'focus-color', 'outline'],
  radius: ['radius', 'border-radius', 'rounded', 'corner-radius'],
};

const PREFIXES = /^(?:color-|colors-|clr-|c-|bs-|theme-|tw-|ui-|sys-|md-sys-color-)/;
const LOOKUP = new Map<string, ThemeColorKey>();
for (const key of THEME_COLOR_KEYS)
  for (const alias of ALIASES[key]) if (!LOOKUP.has(alias)) LOOKUP.set(alias, key);

function keyOf(property: string): ThemeColorKey | null {
  let name = property.replace(/^--/, '').toLowerCase();
  for (let i = 0; i < 3; i++) {
    const hit = LOOKUP.get(name);
    if (hit) return hit;
    const next = name.replace(PREFIXES, '');
    if (next === name) break;
    name = next;
  }
  return null;
}

const COLOR_FN = /^(?:rgba?|hsla?|hwb|oklch|oklab|lab|lch|color)\([^()]*\)$/i;
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const BARE_HSL = /^-?\d+(?:\.\d+)?(?:deg)?\s+\d+(?:\.\d+)?%\s+\d+(?:\.\d+)?%(?:\s*\/\s*[\d.]+%?)?$/;
// One way to read each number (`\d*\.?\d+` could split a run of digits many ways).
const LENGTH = /^(?:\d+|\d*\.\d+)(?:px|rem|em)$|^0$/;

function resolve(value: string, vars: Map<string, string>, depth = 0): string | null {
  // The fallback is taken whole and trimmed after (a `\s*` before it would overlap `[^()]+`).
  const ref = /^var\(\s*(--[a-zA-Z0-9_-]+)\s*(?:,([^()]+))?\)$/.exec(value.trim());
  if (!ref) return value.trim();
  if (depth > 5) return null;
  const next = vars.get((ref[1] ?? '').toLowerCase()) ?? ref[2]?.trim();
  return next === undefined ? null : resolve(next, vars, depth + 1);
}

function normalise(key: ThemeColorKey, raw: string, vars: Map<string, string>): string | null {
  const v = resolve(raw, vars);
  if (v === null) return null;
  let out: string | null = null;
  if (key === 'radius') out = LENGTH.test(v) ? v : null;
  else if (HEX.test(v) || COLOR_FN.test(v)) out = v;
  else if (BARE_HSL.test(v)) out = `hsl(${v})`;
  else if (/^(?:white|black)$/i.test(v)) out = v.toLowerCase();
  return out !== null && themeCssValueSchema.safeParse(out).success ? out : null;
}

/** The colour keys found in one scope's variables (a key named twice: the later one). */
export function mapScope(vars: Map<string, string>): Partial<ThemeColorSet> {
  const found: Partial<ThemeColorSet> = {};
  for (const [prop, raw] of vars) {
    const key = keyOf(prop);
    if (!key) continue;
    const value = normalise(key, raw, vars);
    if (value) found[key] = value;
  }
  return found;
}

function complete(found: Partial<ThemeColorSet>, fallback: ThemeColorSet): ThemeColorSet {
  const f = { ...found };
  f.card ??= f.background;
  f.popover ??= f.card;
  f.cardForeground ??= f.foreground;
  f.popoverForeground ??= f.cardForeground;
  f.ring ??= f.primary;
  f.input ??= f.border;
  return { ...fallback, ...Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) };
}

function luminanceGuessDark(colors: Partial<ThemeColorSet>): boolean | null {
  const hex = colors.background && /^#([0-9a-f]{6})$/i.exec(colors.background)?.[1];
  if (!hex) return null;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0) < 128;
}

/**
 * The light and dark sets from a page's variables, keys not found taken from default-dark's set
 * of the same mode; null when no colour key was found at all.
 */
export function mapColors(vars: ScopedVariables): { light: ThemeColorSet; dark: ThemeColorSet } | null {
  const root = mapScope(vars.root);
  const dark = { ...mapScope(new Map([...vars.root, ...vars.dark])) };
  const light = { ...mapScope(new Map([...vars.root, ...vars.light])) };
  const counted = [root, mapScope(vars.dark), mapScope(vars.light)].some((s) =>
    Object.keys(s).some((k) => k !== 'radius'),
  );
  if (!counted) return null;
  const defaults = (BUILT_IN_THEMES[0] as (typeof BUILT_IN_THEMES)[number]).colors;
  // Only :root: it is the dark set when the page says so or its background is dark.
  if (vars.dark.size === 0 && vars.light.size === 0) {
    const isDark = luminanceGuessDark(root) ?? false;
    return isDark
      ? { dark: complete(root, defaults.dark), light: defaults.light }
      : { light: complete(root, defaults.light), dark: defaults.dark };
  }
  // shadcn's convention: :root is light when .dark exists, dark when only .light exists.
  return { light: complete(light, defaults.light), dark: complete(dark, defaults.dark) };
}
