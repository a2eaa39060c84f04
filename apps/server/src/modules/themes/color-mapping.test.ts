import { BUILT_IN_THEMES } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import { mapColors, mapScope } from './color-mapping';
import { readVariables } from './css-variables';

const defaults = BUILT_IN_THEMES[0]?.colors;

describe('reading a page’s colour variables', () => {
  it('maps shadcn names directly: :root is light and .dark is dark, bare HSL becomes hsl()', () => {
    const css = `/* shadcn */
      @layer base {
        :root { --background: 0 0% 100%; --foreground: 222.2 84% 4.9%; --primary: #2563eb; --radius: 0.5rem; }
        .dark { --background: 222.2 84% 4.9%; --foreground: 210 40% 98%; --primary: oklch(0.7 0.15 250); }
      }
      .button { --primary: red; }`;
    const colors = mapColors(readVariables([css]));
    expect(colors?.light).toMatchObject({
      background: 'hsl(0 0% 100%)',
      foreground: 'hsl(222.2 84% 4.9%)',
      card: 'hsl(0 0% 100%)',
      primary: '#2563eb',
      ring: '#2563eb',
      radius: '0.5rem',
      destructive: defaults?.light.destructive,
    });
    expect(colors?.dark).toMatchObject({
      background: 'hsl(222.2 84% 4.9%)',
      primary: 'oklch(0.7 0.15 250)',
      radius: '0.5rem',
    });
  });

  it('maps other names by their aliases, follows var(), and reads a dark :root by its background', () => {
    const css = `html { --color-bg: #0b0b10; --text-color: #f5f5f5; --brand: var(--blue); --blue: #3b82f6;
      --bs-danger: #dc3545; --bs-border-radius: 4px; --unrelated: 12px; --link: url(x) }`;
    const colors = mapColors(readVariables([css]));
    expect(colors?.dark).toMatchObject({
      background: '#0b0b10',
      foreground: '#f5f5f5',
      primary: '#3b82f6',
      destructive: '#dc3545',
      radius: '4px',
    });
    expect(colors?.light).toEqual(defaults?.light);
  });

  it('reads :root inside @media (prefers-color-scheme: dark) as the dark set', () => {
    const css =
      ':root{--bg:#ffffff;--fg:#111111} @media (prefers-color-scheme: dark){:root{--bg:#000000;--fg:#eeeeee}}';
    const colors = mapColors(readVariables([css]));
    expect(colors?.light.background).toBe('#ffffff');
    expect(colors?.dark).toMatchObject({ background: '#000000', foreground: '#eeeeee' });
  });

  it('keeps only safe colour values and finds nothing where there is nothing', () => {
    expect(mapScope(new Map([['--primary', 'red;}body{x:y']]))).toEqual({});
    expect(mapScope(new Map([['--primary', 'expression(alert(1))']]))).toEqual({});
    expect(mapColors(readVariables(['body { color: red } .card { --primary: #fff }']))).toBeNull();
    expect(mapColors(readVariables([':root { --radius: 4px; --spacing: 2px }']))).toBeNull();
  });
});
