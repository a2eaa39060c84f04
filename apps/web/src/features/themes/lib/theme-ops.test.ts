import { BUILT_IN_THEMES, DEFAULT_THEME_ID, MESSAGES } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import {
  activeTheme,
  BUILT_IN_NOT_DELETABLE,
  createTheme,
  deleteTheme,
  duplicateTheme,
  exportTheme,
  importTheme,
  selectTheme,
  updateTheme,
} from './theme-ops';
import type { StoredThemes } from './theme-storage';

const start: StoredThemes = { themeId: DEFAULT_THEME_ID, darkMode: true, customThemes: [] };

describe('theme operations', () => {
  it('creates a custom copy of the active theme under a free id', () => {
    const s = createTheme(selectTheme(start, 'cyberpunk'), 'Night Shift');
    const made = s.customThemes[0];
    expect(made).toMatchObject({ id: 'night-shift', name: 'Night Shift', category: 'custom' });
    expect(made?.colors).toEqual(BUILT_IN_THEMES[1]?.colors);
    expect(createTheme(s, 'Night Shift').customThemes[1]?.id).toBe('night-shift-2');
  });

  it('duplicates, exports and edits; a missing id is "Theme not found"', () => {
    const s = duplicateTheme(start, 'executive');
    expect(s.customThemes[0]).toMatchObject({ name: 'Executive Boardroom (copy)', category: 'custom' });
    expect(() => duplicateTheme(start, 'nope')).toThrow(MESSAGES.themeNotFound);
    expect(() => exportTheme(start, 'nope')).toThrow(MESSAGES.themeNotFound);
    expect(JSON.parse(exportTheme(start, 'cyberpunk'))).toEqual(BUILT_IN_THEMES[1]);
    const edited = {
      ...(s.customThemes[0] as (typeof s.customThemes)[0]),
      customCSS: 'a{background:url(x)}',
    };
    expect(updateTheme(s, edited).customThemes[0]?.customCSS).toBe('a{background:x)}');
    expect(() => updateTheme(start, edited)).toThrow(MESSAGES.themeNotFound);
  });

  it('imports exported JSON as an imported theme; bad JSON or shape is "Invalid theme data"', () => {
    const { state, theme } = importTheme(start, exportTheme(start, 'cyberpunk'));
    expect(theme).toMatchObject({ id: 'cyberpunk-command-center', category: 'imported' });
    expect(state.customThemes).toHaveLength(1);
    expect(() => importTheme(start, '{not json')).toThrow(MESSAGES.invalidThemeData);
    expect(() => importTheme(start, JSON.stringify({ id: 'x', name: 'x' }))).toThrow(
      MESSAGES.invalidThemeData,
    );
    const bad = {
      ...BUILT_IN_THEMES[0],
      colors: { ...BUILT_IN_THEMES[0]?.colors, dark: { background: 'red;}' } },
    };
    expect(() => importTheme(start, JSON.stringify(bad))).toThrow(MESSAGES.invalidThemeData);
  });

  it('deletes a custom theme; the active one falls back to default-dark; built-ins stay', () => {
    const s = createTheme(start, 'Mine');
    const active = selectTheme(s, 'mine');
    expect(activeTheme(active).id).toBe('mine');
    const after = deleteTheme(active, 'mine');
    expect(after.themeId).toBe(DEFAULT_THEME_ID);
    expect(after.customThemes).toEqual([]);
    expect(() => deleteTheme(s, 'cyberpunk')).toThrow(BUILT_IN_NOT_DELETABLE);
    expect(() => deleteTheme(s, 'nope')).toThrow(MESSAGES.themeNotFound);
    expect(deleteTheme(selectTheme(s, 'executive'), 'mine').themeId).toBe('executive');
  });
});
