import { describe, expect, it } from 'vitest';
import { VERTICALS } from '../src/data/verticals';
import { buildSite, TEMPLATE_IDS } from '../src/modules/sites/generator/index';
import { goldmineSpec, htmlFiles, placeId } from './generator-fixtures';

// The copy reviewer: builds one site for every vertical and every template and reads what a visitor
// reads (the pages' text, without markup, scripts or styles). US English throughout: American
// spellings, miles, and acronyms (HVAC, AC, DUI, CPA) in capitals; seasonality in a customer's words,
// never the demand figures behind it (docs/product/rules.md#site-generation).

const BRITISH =
  /\b(neighbour\w*|licence[sd]?|colour\w*|favour\w*|organis\w*|centre[sd]?|metres?|kilomet\w*|travell\w*|catalogue[sd]?|programme[sd]?|behaviour\w*|labour\w*|honour\w*|cheque[sd]?|enrol(?:s|ment)?|analys(?:e|es|ed|ing)|practis\w*|defence|offence|speciali[s](?:e|ed|es|ing|ation)|authoris\w*|recognis\w*|apologis\w*|utilis\w*|minimis\w*|maximis\w*|prioritis\w*|customis\w*)\b/i;
const KILOMETRES = /\d\s*km\b|\bkm\b/i;
/** The market data behind a page is ours, not the visitor's: no demand percentages or averages. */
const INTERNAL_METRIC = /\d+\s*%\s*(?:above|below)|yearly (?:average|norm)|an average month|typical demand/i;
/** Acronyms a visitor reads in capitals: "hvac", "Ac Repair" and "dui" are slips. */
const ACRONYM_SLIP = /\b(?:hvac|Hvac|ac|Ac|dui|Dui|dwi|Dwi|cpa|Cpa)\b/;

/** The text of a page as a visitor reads it. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const austin = placeId('Austin', 'TX');

describe('copy review: every vertical x every template', () => {
  it.each(TEMPLATE_IDS)(
    'template %s: American spellings, miles, acronyms in capitals and no internal metrics on every page',
    async (template) => {
      const problems: string[] = [];
      let pages = 0;
      expect(VERTICALS.length).toBe(60);
      for (const v of VERTICALS) {
        const built = await buildSite(goldmineSpec({ opportunityId: `${v.slug}~${austin}`, template }));
        for (const [path, html] of htmlFiles(built.files)) {
          pages++;
          const text = visibleText(html);
          const british = text.match(BRITISH);
          if (british) problems.push(`${v.slug} ${path}: "${british[0]}"`);
          const metric = text.match(INTERNAL_METRIC);
          if (metric) problems.push(`${v.slug} ${path}: "${metric[0]}"`);
          const acronym = text.match(ACRONYM_SLIP);
          if (acronym) problems.push(`${v.slug} ${path}: "${acronym[0]}"`);
          const km = text.match(KILOMETRES);
          if (km) problems.push(`${v.slug} ${path}: "${km[0]}"`);
        }
      }
      expect(pages).toBeGreaterThan(VERTICALS.length * 5);
      expect(problems.slice(0, 20)).toEqual([]);
    },
  );
});
