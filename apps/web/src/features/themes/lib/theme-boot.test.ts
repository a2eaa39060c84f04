import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BUILT_IN_THEMES, STORAGE_KEYS } from '@sdp/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeBootScript } from '../boot/boot-script';
import { applyTheme } from './theme-css';

// theme-boot.js (boot/) paints the saved theme before the app starts; it must set exactly what the
// app's applyTheme sets, from the same built-in palettes.

const script = themeBootScript();

function reset() {
  const html = document.documentElement;
  html.removeAttribute('style');
  html.removeAttribute('class');
  for (const a of [...html.attributes]) if (a.name.startsWith('data-')) html.removeAttribute(a.name);
}

function snapshot() {
  const html = document.documentElement;
  const attrs = Object.fromEntries(
    [...html.attributes].filter((a) => a.name !== 'style').map((a) => [a.name, a.value]),
  );
  const style = Object.fromEntries(
    [...Array(html.style.length).keys()].map((i) => {
      const p = html.style.item(i);
      return [p, html.style.getPropertyValue(p)];
    }),
  );
  return { attrs, style };
}

function boot() {
  reset();
  new Function(script)();
  return snapshot();
}

function app(theme: (typeof BUILT_IN_THEMES)[number], dark: boolean) {
  reset();
  applyTheme(theme, dark);
  return snapshot();
}

afterEach(() => {
  localStorage.clear();
  reset();
  vi.restoreAllMocks();
});

describe('theme-boot.js', () => {
  for (const theme of BUILT_IN_THEMES) {
    for (const dark of [true, false]) {
      it(`sets what the app sets for ${theme.id} (${dark ? 'dark' : 'light'})`, () => {
        localStorage.setItem(STORAGE_KEYS.themeId, theme.id);
        localStorage.setItem(STORAGE_KEYS.darkMode, String(dark));
        const booted = boot();
        expect(booted.style['--background']).toBe(
          dark ? theme.colors.dark.background : theme.colors.light.background,
        );
        expect(booted).toEqual(app(theme, dark));
      });
    }
  }

  it('applies a saved custom theme', () => {
    const custom = {
      ...BUILT_IN_THEMES[1],
      id: 'mine',
      category: 'custom' as const,
    } as (typeof BUILT_IN_THEMES)[number];
    const mine = {
      ...custom,
      colors: { ...custom.colors, dark: { ...custom.colors.dark, background: '#123456' } },
    };
    localStorage.setItem(STORAGE_KEYS.customThemes, JSON.stringify([mine]));
    localStorage.setItem(STORAGE_KEYS.themeId, 'mine');
    const booted = boot();
    expect(booted.style['--background']).toBe('#123456');
    expect(booted).toEqual(app(mine, true));
  });

  it('defaults to default-dark in dark mode, and never throws on corrupt storage', () => {
    const defaults = app(BUILT_IN_THEMES[0] as (typeof BUILT_IN_THEMES)[number], true);
    expect(boot()).toEqual(defaults);
    localStorage.setItem(STORAGE_KEYS.themeId, 'mine');
    for (const corrupt of [
      '{not json',
      '"x"',
      '[null, 3]',
      JSON.stringify([{ id: 'mine', colors: { dark: { background: 'red;}body{x:y' } } }]),
    ]) {
      localStorage.setItem(STORAGE_KEYS.customThemes, corrupt);
      expect(boot()).toEqual(defaults);
    }
    localStorage.setItem(STORAGE_KEYS.themeId, 'constructor');
    expect(boot()).toEqual(defaults);
  });
});

describe('index.css', () => {
  const css = readFileSync(resolve(__dirname, '../../../index.css'), 'utf8');
  const vars = (block: string) =>
    Object.fromEntries(
      [...block.matchAll(/--([a-z-]+):\s*([^;]+);/g)].map((m) => [`--${m[1]}`, m[2]?.trim()]),
    );

  it("falls back to default-dark's two sets when no script runs", () => {
    const dark = /:root,\s*\.dark\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const light = /\n\.light\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const theme = BUILT_IN_THEMES[0] as (typeof BUILT_IN_THEMES)[number];
    const colours = (d: boolean) =>
      Object.fromEntries(Object.entries(app(theme, d).style).filter(([k]) => vars(dark)[k] !== undefined));
    expect(Object.keys(vars(dark))).toHaveLength(20);
    expect(vars(dark)).toEqual(colours(true));
    expect(vars(light)).toEqual(colours(false));
  });
});
