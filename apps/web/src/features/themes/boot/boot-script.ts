// theme-boot.js as served (docs/themes.md#first-paint): the script's logic with the built-in themes
// and the colour keys filled in from packages/shared, so the palettes have one source. Used by the
// build (boot-plugin.ts) and by theme-boot.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILT_IN_THEMES } from '../../../../../../packages/shared/src/contracts/themes-builtin';

// __dirname: Vite puts the file's own in when it bundles the config, and Vitest provides it.
const SOURCE = join(__dirname, 'theme-boot.js');

export function themeBootScript(): string {
  const table = Object.fromEntries(
    BUILT_IN_THEMES.map((t) => [
      t.id,
      { colors: t.colors, animations: t.animations, typography: t.typography, effects: t.effects },
    ]),
  );
  const keys = Object.keys(BUILT_IN_THEMES[0].colors.dark);
  const source = readFileSync(SOURCE, 'utf8');
  const filled = source
    .replace('/* BUILT_IN_THEMES */ {}', JSON.stringify(table))
    .replace('/* THEME_COLOR_KEYS */ []', JSON.stringify(keys));
  if (filled.includes('/* BUILT_IN_THEMES */') || filled.includes('/* THEME_COLOR_KEYS */'))
    throw new Error('theme-boot.js: a placeholder was not filled in');
  return filled;
}
