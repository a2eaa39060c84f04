import { BUILT_IN_THEMES, DEFAULT_THEME_ID, MESSAGES, type Theme, themeSchema } from '@sdp/shared';
import { sanitizeCss } from './sanitize-css';
import type { StoredThemes } from './theme-storage';

// The theme operations (docs/themes.md#operations), pure: each takes the stored state and answers
// the new one, or throws an Error whose message is shown as it is.

export const BUILT_IN_NOT_DELETABLE = 'Built-in themes cannot be deleted';

export function allThemes(custom: readonly Theme[]): Theme[] {
  return [...BUILT_IN_THEMES, ...custom];
}

export function findTheme(custom: readonly Theme[], id: string): Theme {
  const theme = allThemes(custom).find((t) => t.id === id);
  if (!theme) throw new Error(MESSAGES.themeNotFound);
  return theme;
}

/** The active theme; an unknown id reads as default-dark. */
export function activeTheme(s: StoredThemes): Theme {
  return allThemes(s.customThemes).find((t) => t.id === s.themeId) ?? (BUILT_IN_THEMES[0] as Theme);
}

function uniqueId(name: string, custom: readonly Theme[]): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'theme';
  const taken = new Set(allThemes(custom).map((t) => t.id));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

function stamp(
  theme: Theme,
  custom: readonly Theme[],
  category: Theme['category'],
  name = theme.name,
): Theme {
  const now = new Date().toISOString();
  return {
    ...theme,
    id: uniqueId(name, custom),
    name,
    category,
    customCSS: theme.customCSS ? sanitizeCss(theme.customCSS) : undefined,
    createdAt: now,
    updatedAt: now,
  };
}

/** A new custom theme, a copy of `base` (by default the active theme) under a new name. */
export function createTheme(s: StoredThemes, name: string, base: Theme = activeTheme(s)): StoredThemes {
  const theme = stamp(base, s.customThemes, 'custom', name.trim() || 'My theme');
  return { ...s, customThemes: [...s.customThemes, theme] };
}

export function duplicateTheme(s: StoredThemes, id: string): StoredThemes {
  const source = findTheme(s.customThemes, id);
  return createTheme(s, `${source.name} (copy)`.slice(0, 80), source);
}

/** Saves an edited custom or imported theme (a built-in is copied first: see createTheme). */
export function updateTheme(s: StoredThemes, edited: Theme): StoredThemes {
  const i = s.customThemes.findIndex((t) => t.id === edited.id);
  if (i < 0) throw new Error(MESSAGES.themeNotFound);
  const parsed = themeSchema.safeParse(edited);
  if (!parsed.success) throw new Error(MESSAGES.invalidThemeData);
  const theme: Theme = {
    ...parsed.data,
    category: s.customThemes[i]?.category ?? 'custom',
    customCSS: parsed.data.customCSS ? sanitizeCss(parsed.data.customCSS) : undefined,
    updatedAt: new Date().toISOString(),
  };
  return { ...s, customThemes: s.customThemes.map((t, j) => (j === i ? theme : t)) };
}

export function exportTheme(s: StoredThemes, id: string): string {
  return JSON.stringify(findTheme(s.customThemes, id), null, 2);
}

/** Adds a theme from exported JSON (category 'imported'); anything else: 'Invalid theme data'. */
export function importTheme(s: StoredThemes, json: string): { state: StoredThemes; theme: Theme } {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new Error(MESSAGES.invalidThemeData);
  }
  const parsed = themeSchema.safeParse(data);
  if (!parsed.success) throw new Error(MESSAGES.invalidThemeData);
  return addImported(s, parsed.data);
}

/** Adds a theme read elsewhere (a file, a web page) as 'imported', under a free id. */
export function addImported(s: StoredThemes, source: Theme): { state: StoredThemes; theme: Theme } {
  const theme = stamp(source, s.customThemes, 'imported');
  return { state: { ...s, customThemes: [...s.customThemes, theme] }, theme };
}

export function deleteTheme(s: StoredThemes, id: string): StoredThemes {
  if (BUILT_IN_THEMES.some((t) => t.id === id)) throw new Error(BUILT_IN_NOT_DELETABLE);
  if (!s.customThemes.some((t) => t.id === id)) throw new Error(MESSAGES.themeNotFound);
  return {
    ...s,
    themeId: s.themeId === id ? DEFAULT_THEME_ID : s.themeId,
    customThemes: s.customThemes.filter((t) => t.id !== id),
  };
}

export function selectTheme(s: StoredThemes, id: string): StoredThemes {
  return { ...s, themeId: findTheme(s.customThemes, id).id };
}
