import { BUILT_IN_THEMES, type Theme } from '@sdp/shared';
import { AppError } from '../../lib/errors';
import type { Fetcher } from '../projects/crawler/index';
import { PRIVATE_REFUSED } from '../projects/crawler/index';
import { mapColors } from './color-mapping';
import { readVariables } from './css-variables';
import { fetchPageStyles, PageFetchError } from './page-styles';

// Themes (docs/themes.md#import-from-a-page): a page's colours read into a theme. Nothing is
// stored: the browser keeps themes.

export const NO_COLOURS = 'No colours found on that page';

export interface ThemesService {
  importFromUrl(url: string): Promise<Theme>;
}

function slug(host: string): string {
  return (
    host
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .split('-')
      .filter(Boolean)
      .join('-')
      .slice(0, 60) || 'page'
  );
}

export function createThemesService(deps: { fetcher: Fetcher; now?: () => Date }): ThemesService {
  return {
    async importFromUrl(url) {
      let sheets: string[];
      try {
        sheets = await fetchPageStyles(deps.fetcher, url);
      } catch (e) {
        if (!(e instanceof PageFetchError)) throw e;
        if (e.message === PRIVATE_REFUSED)
          throw new AppError(422, 'private_address', 'That address is private or local: it cannot be read');
        throw new AppError(422, 'fetch_failed', `Could not read ${url}: ${e.message}`);
      }
      const colors = mapColors(readVariables(sheets));
      if (!colors) throw new AppError(422, 'no_colours', NO_COLOURS);
      const base = BUILT_IN_THEMES[0] as Theme;
      const host = new URL(url).hostname;
      const now = (deps.now?.() ?? new Date()).toISOString();
      return {
        id: `imported-${slug(host)}`,
        name: `Imported from ${host}`.slice(0, 80),
        description: `Colours read from ${url}`.slice(0, 300),
        category: 'imported',
        colors,
        animations: base.animations,
        typography: base.typography,
        effects: base.effects,
        createdAt: now,
        updatedAt: now,
      };
    },
  };
}
