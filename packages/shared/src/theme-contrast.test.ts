import { describe, expect, it } from 'vitest';
import { themeSchema } from './contracts/themes';
import { BUILT_IN_THEMES } from './contracts/themes-builtin';
import { contrastRatio, THEME_TEXT_PAIRS } from './theme-contrast';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#4d8ff8', '#4d8ff8')).toBe(1);
    expect(contrastRatio('red', '#fff')).toBeNull();
  });
});

describe('built-in themes', () => {
  it('are valid themes with unique ids', () => {
    for (const t of BUILT_IN_THEMES) expect(themeSchema.parse(t)).toEqual(t);
    expect(new Set(BUILT_IN_THEMES.map((t) => t.id)).size).toBe(BUILT_IN_THEMES.length);
  });

  for (const theme of BUILT_IN_THEMES) {
    for (const mode of ['dark', 'light'] as const) {
      it(`${theme.id} ${mode}: every text pair passes WCAG AA (4.5:1)`, () => {
        const c = theme.colors[mode];
        const failing = THEME_TEXT_PAIRS.map(([fg, bg]) => ({
          pair: `${fg} on ${bg}`,
          ratio: contrastRatio(c[fg], c[bg]),
        }))
          .filter((p) => p.ratio === null || p.ratio < 4.5)
          .map((p) => `${p.pair}: ${p.ratio?.toFixed(2)}`);
        expect(failing).toEqual([]);
      });
    }
  }
});
