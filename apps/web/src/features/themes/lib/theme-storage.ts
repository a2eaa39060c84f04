import {
  BUILT_IN_THEMES,
  DEFAULT_THEME_ID,
  MESSAGES,
  STORAGE_KEYS,
  type Theme,
  themeSchema,
} from '@sdp/shared';
import { z } from 'zod';

// What the browser keeps (docs/themes.md#storage): the active theme id, the dark-mode flag and the
// custom themes, in localStorage. Defaults: dark mode on, default-dark.

export interface StoredThemes {
  themeId: string;
  darkMode: boolean;
  customThemes: Theme[];
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage full or blocked: the theme still applies for this visit
  }
}

/** The custom themes; a value that does not parse is logged and ignored. */
export function loadCustomThemes(): Theme[] {
  const raw = read(STORAGE_KEYS.customThemes);
  if (raw === null) return [];
  try {
    return z
      .array(themeSchema)
      .parse(JSON.parse(raw))
      .filter((t) => t.category !== 'built-in');
  } catch (e) {
    console.error(MESSAGES.loadCustomThemesFailed, e);
    return [];
  }
}

export function loadStoredThemes(): StoredThemes {
  const customThemes = loadCustomThemes();
  const id = read(STORAGE_KEYS.themeId);
  const known = id !== null && [...BUILT_IN_THEMES, ...customThemes].some((t) => t.id === id);
  return {
    themeId: known ? (id as string) : DEFAULT_THEME_ID,
    darkMode: read(STORAGE_KEYS.darkMode) !== 'false',
    customThemes,
  };
}

export function saveStoredThemes(s: StoredThemes): void {
  write(STORAGE_KEYS.themeId, s.themeId);
  write(STORAGE_KEYS.darkMode, String(s.darkMode));
  write(STORAGE_KEYS.customThemes, JSON.stringify(s.customThemes));
}
