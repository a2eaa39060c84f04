import { describe, expect, it } from 'vitest';
import { VERTICAL_BY_SLUG } from '../src/data/verticals';
import type { BuildResult } from '../src/modules/sites/generator';
import { VERTICAL_COPY, type VerticalCopy } from '../src/modules/sites/generator/content/copy';
import { COPY_FIXTURES } from './copy-fixtures';
import {
  ACRONYM_SLIP,
  AROUND_THE_CLOCK,
  BRITISH,
  INTERNAL_METRIC,
  KIND_BANS,
  siteProblems,
} from './copy-review-checks';

// The copy itself (content/copy/verticals/ and the test fixtures), before any page is built: the
// writer silently leaves out a sentence its site may not say, so a banned phrase in the copy would
// only make pages shorter; here it fails, naming the vertical and the text (docs/product/rules.md#site-copy).
// "Call us" in copy is allowed: the writer keeps it only for a business with a phone.

const SLOTS = new Set(['business', 'city', 'county', 'stateName']);

/** Every visitor text of a copy (not the lower-case search keywords) with where it sits and whether it belongs to an around-the-clock service. */
function textsOf(c: VerticalCopy): { where: string; text: string; needs24h: boolean }[] {
  const out: { where: string; text: string; needs24h: boolean }[] = [];
  const add = (where: string, xs: readonly string[], needs24h = false) => {
    for (const text of xs) out.push({ where, text, needs24h });
  };
  add('about', c.about);
  add('why', c.why);
  add('prepare', c.prepare);
  for (const f of c.faqs) add('faqs', [f.q, f.a]);
  for (const s of c.seasons) add('seasons', s.advice);
  for (const s of c.services) {
    const n = s.needs24h === true;
    add(s.name, [s.name, ...s.what, ...s.signs, ...s.steps, ...s.cost, ...s.timing], n);
    for (const f of s.faqs) add(s.name, [f.q, f.a], n);
  }
  return out;
}

function copyProblems(c: VerticalCopy): string[] {
  const problems: string[] = [];
  const at = (what: string) => problems.push(`${c.slug}: ${what}`);
  if (!VERTICAL_BY_SLUG.has(c.slug)) at('no such vertical');
  if (c.services.length < 4 || c.services.length > 8) at(`${c.services.length} services (4-8)`);
  if (['legal', 'medical', 'care'].includes(c.kind) && !c.disclaimer?.trim()) at('no disclaimer');
  const months = c.seasons.flatMap((s) => s.months).sort((a, b) => a - b);
  if (months.join(',') !== '0,1,2,3,4,5,6,7,8,9,10,11') at(`season months ${months.join(',')}`);
  const bans = [
    KIND_BANS[c.kind],
    ...(c.banned ?? []).map((p) => new RegExp(`\\b${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i')),
  ];
  for (const { where, text, needs24h } of textsOf(c)) {
    for (const re of [BRITISH, INTERNAL_METRIC, ACRONYM_SLIP, ...bans]) {
      const m = re && text.match(re);
      if (m) at(`${where}: "${m[0]}" in "${text}"`);
    }
    if (!needs24h && AROUND_THE_CLOCK.test(text))
      at(`${where}: around-the-clock wording outside a 24-hour service: "${text}"`);
    for (const m of text.matchAll(/\{(\w*)\}?/g))
      if (!SLOTS.has(m[1])) at(`${where}: unknown slot "${m[0]}"`);
  }
  return problems;
}

describe('copy review: the copy itself', () => {
  it('registry copy and fixtures: kind rules, season months, 4-8 services, disclaimers, slots', () => {
    const all = [...VERTICAL_COPY.values(), ...COPY_FIXTURES];
    expect(all.flatMap(copyProblems)).toEqual([]);
  });

  it('the reviewer catches slips in copy and in built pages', () => {
    const bad: VerticalCopy = {
      ...COPY_FIXTURES[1],
      about: ['Our colour experts answer around the clock.', 'Emergency fence repair today!'],
    };
    expect(copyProblems(bad).join('\n')).toMatch(/colour[\s\S]*around-the-clock[\s\S]*Emergency/);
    const page = (body: string) =>
      ({
        kind: 'goldmine',
        pages: [{ path: '/emergency-fences/' }],
        files: new Map([['index.html', { body: `<p>${body}</p>`, contentType: 'text/html' }]]),
      }) as unknown as BuildResult;
    const slips = siteProblems(page('We answer 24/7, call us now. Same-day service, within a few days.'), {
      slug: 'fencing',
      kind: 'planned',
      open24h: false,
      phone: false,
      hoursWords: 'Monday to Friday',
    });
    expect(slips).toEqual([
      'fencing index.html: "Same-day"',
      'fencing index.html: around-the-clock wording: "24/7"',
      'fencing index.html: call wording without a phone: "call us"',
      'fencing /: hours not named: Monday to Friday',
      'fencing /emergency-fences/: urgent service page on a planned-work site',
    ]);
  });
});
