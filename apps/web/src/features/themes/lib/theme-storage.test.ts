import { BUILT_IN_THEMES, MESSAGES, STORAGE_KEYS } from '@sdp/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStoredThemes, saveStoredThemes } from './theme-storage';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('stored themes', () => {
  it('defaults to default-dark in dark mode', () => {
    expect(loadStoredThemes()).toEqual({ themeId: 'default-dark', darkMode: true, customThemes: [] });
  });

  it('keeps the theme id, the dark-mode flag and the custom themes under their keys', () => {
    const mine = {
      ...(BUILT_IN_THEMES[2] as (typeof BUILT_IN_THEMES)[number]),
      id: 'mine',
      category: 'custom' as const,
    };
    saveStoredThemes({ themeId: 'mine', darkMode: false, customThemes: [mine] });
    expect(localStorage.getItem(STORAGE_KEYS.themeId)).toBe('mine');
    expect(localStorage.getItem(STORAGE_KEYS.darkMode)).toBe('false');
    expect(loadStoredThemes()).toEqual({ themeId: 'mine', darkMode: false, customThemes: [mine] });
  });

  it('logs and ignores custom themes that cannot be read; an unknown id is default-dark', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const bad of ['{nope', '[{"id":"x"}]', '"text"']) {
      localStorage.setItem(STORAGE_KEYS.customThemes, bad);
      localStorage.setItem(STORAGE_KEYS.themeId, 'x');
      expect(loadStoredThemes()).toEqual({ themeId: 'default-dark', darkMode: true, customThemes: [] });
    }
    expect(log).toHaveBeenCalledTimes(3);
    expect(log.mock.calls[0]?.[0]).toBe(MESSAGES.loadCustomThemesFailed);
  });
});
