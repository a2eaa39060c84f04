import { describe, expect, it } from 'vitest';
import { hoursInWords, timeInWords } from '../src/modules/sites/generator/content/availability';
import { BuiltinWriter } from '../src/modules/sites/generator/content/builtin-writer';
import type { VerticalCopy } from '../src/modules/sites/generator/content/copy';
import { OverrideWriter } from '../src/modules/sites/generator/content/override-writer';
import { type BuildOptions, type BuildResult, buildSite } from '../src/modules/sites/generator/index';
import type { BusinessInfo, SiteSpec } from '../src/modules/sites/generator/types';
import { DUI_LAWYER_COPY, FENCING_COPY, PLUMBING_COPY } from './copy-fixtures';
import { CALL_WORDING, visibleText } from './copy-review-checks';
import { goldmineSpec, htmlFiles, placeId } from './generator-fixtures';

// The copy engine (docs/product/rules.md#site-copy): services and pages from a vertical's copy,
// the business's own facts (hours, phone, license) respected, the kind's rules kept.

const austin = placeId('Austin', 'TX');
const PHONE = '(512) 555-0100';
const WEEKDAYS: BusinessInfo['hours'] = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
  day,
  opens: '08:00',
  closes: '18:00',
}));

function build(slug: string, business: BusinessInfo, opts: BuildOptions = {}, over: Partial<SiteSpec> = {}) {
  return buildSite(goldmineSpec({ opportunityId: `${slug}~${austin}`, business, ...over }), opts);
}

const paths = (s: BuildResult) => s.pages.map((p) => p.path);
const text = (s: BuildResult, file: string) => visibleText(String(s.files.get(file)?.body));
const allText = (s: BuildResult) =>
  htmlFiles(s.files)
    .map(([, h]) => visibleText(h))
    .join('\n');

describe('services', () => {
  it("come from the vertical's copy; around-the-clock services only for a business open 24 hours", async () => {
    const day = await build('plumbing', { name: 'Pipes', phone: PHONE }, { copy: PLUMBING_COPY });
    expect(paths(day)).toEqual(
      expect.arrayContaining(['/drain-cleaning/', '/water-heater-repair/', '/leak-detection-and-repair/']),
    );
    expect(paths(day)).not.toContain('/emergency-plumbing/');
    const night = await build(
      'plumbing',
      { name: 'Pipes', phone: PHONE, open24h: true },
      { copy: PLUMBING_COPY },
    );
    expect(paths(night)).toContain('/emergency-plumbing/');
    expect(text(night, 'emergency-plumbing/index.html')).toContain('burst pipes, overflowing toilets');
  });

  it('planned-work kinds never get emergency, 24-hour or same-day pages, from copy or the generic banks', async () => {
    const urgent = { name: 'Rush', phone: PHONE, open24h: true };
    const fencing: VerticalCopy = {
      ...FENCING_COPY,
      services: [
        ...FENCING_COPY.services,
        {
          ...FENCING_COPY.services[1],
          name: 'Emergency Fence Repair',
          keyword: 'emergency fence repair',
          needs24h: true,
        },
        { ...FENCING_COPY.services[1], name: 'Same-Day Fence Repair', keyword: 'same day fence repair' },
      ],
    };
    const planned = await build('fencing', urgent, { copy: fencing });
    expect(paths(planned).filter((p) => /emergency|24-hour|same-day/.test(p))).toEqual([]);
    // pest-control has no copy and only "same day" searches: a planned trade in the fallback path.
    const pest = await build('pest-control', urgent, { copy: null });
    expect(paths(pest).filter((p) => /emergency|24-hour|same-day/.test(p))).toEqual([]);
    // Its hours are the business's own fact ("Open 24/7"); urgency wording is not.
    expect(allText(pest)).not.toMatch(/\bemergenc|same[\s-]day/i);
  });

  it('the generic fallback offers emergency and 24-hour pages only to a business open 24 hours', async () => {
    const day = await build('roofing', { name: 'Roofs', phone: PHONE }, { copy: null });
    expect(paths(day)).toContain('/roof-repair/');
    expect(paths(day).filter((p) => /emergency|24-hour/.test(p))).toEqual([]);
    const night = await build('roofing', { name: 'Roofs', phone: PHONE, open24h: true }, { copy: null });
    expect(paths(night)).toEqual(expect.arrayContaining(['/emergency-roofing/', '/24-hour-roofing/']));
  });
});

describe("the business's own facts", () => {
  it('names hours in words', () => {
    expect(timeInWords('08:00')).toBe('8 a.m.');
    expect(timeInWords('12:00')).toBe('noon');
    expect(timeInWords('17:30')).toBe('5:30 p.m.');
    expect(timeInWords('00:00')).toBe('midnight');
    expect(
      hoursInWords([
        ...WEEKDAYS!,
        { day: 'sat', opens: '09:00', closes: '12:00' },
        { day: 'sun', opens: '10:00', closes: '14:00' },
      ]),
    ).toBe('Monday to Friday, 8 a.m. to 6 p.m.; Saturday, 9 a.m. to noon; Sunday, 10 a.m. to 2 p.m.');
    expect(
      hoursInWords([
        { day: 'tue', opens: '13:00', closes: '17:00' },
        { day: 'mon', opens: '08:00', closes: '12:00' },
        { day: 'mon', opens: '13:00', closes: '17:00' },
      ]),
    ).toBe('Monday, 8 a.m. to noon and 1 p.m. to 5 p.m.; Tuesday, 1 p.m. to 5 p.m.');
    expect(hoursInWords([])).toBe('');
  });

  it('a business with weekday hours and no phone: its hours, "send the form", no call or 24-hour wording', async () => {
    const site = await build('plumbing', { name: 'Pipes', hours: WEEKDAYS }, { copy: PLUMBING_COPY });
    const all = allText(site);
    expect(text(site, 'index.html')).toContain('Monday to Friday, 8 a.m. to 6 p.m.');
    expect(all).toMatch(/send the form/i);
    expect(all).not.toMatch(CALL_WORDING);
    expect(all).not.toMatch(/24\/7|around the clock|24-hour|day or night/i);
    expect(all).not.toMatch(/decide in your own time|within a few days/i);
    for (const [file, html] of htmlFiles(site.files)) expect(html, file).not.toContain('href="tel:');
    expect(text(site, 'contact/index.html')).not.toMatch(/\bcall\b/i);
  });

  it('a business open 24 hours may say "around the clock", and urgent sites never say "decide in your own time"', async () => {
    const site = await build(
      'plumbing',
      { name: 'Pipes', phone: PHONE, open24h: true },
      { copy: PLUMBING_COPY },
    );
    expect(allText(site)).toMatch(/around the clock/);
    expect(allText(site)).not.toMatch(/decide in your own time|within a few days/i);
  });

  it('the licensing answer states the business license and insurance when given, else what to ask for', async () => {
    const own = await build('plumbing', {
      name: 'Pipes',
      phone: PHONE,
      licenseNumber: 'M-40125',
      insured: true,
    });
    expect(text(own, 'faq/index.html')).toContain('Our license number is M-40125');
    expect(text(own, 'faq/index.html')).toContain('We carry insurance');
    const none = await build('plumbing', { name: 'Pipes', phone: PHONE }, { copy: null });
    const faq = text(none, 'faq/index.html');
    expect(faq).toMatch(/Ask any plumbing provider for their license number/);
    expect(faq).not.toMatch(
      /we are licensed|hold the licenses|carry liability insurance|we carry insurance/i,
    );
  });

  it("a copy's sentences that the business's facts contradict are left out; allowed ones stay", async () => {
    const risky: VerticalCopy = {
      ...PLUMBING_COPY,
      about: [
        ...PLUMBING_COPY.about,
        'Call us today and a plumber answers around the clock.',
        'We guarantee every repair for life.',
      ],
      banned: ['for life'],
    };
    const site = await build('plumbing', { name: 'Pipes', hours: WEEKDAYS }, { copy: risky });
    expect(allText(site)).not.toMatch(/Call us today|for life/);
    const open = await build('plumbing', { name: 'Pipes', phone: PHONE, open24h: true }, { copy: risky });
    expect(allText(open)).toContain('Call us today and a plumber answers around the clock.');
  });
});

describe('pages', () => {
  it('are written from the copy: about, what/signs/steps/cost/timing, FAQs and seasonal advice', async () => {
    const site = await build('plumbing', { name: 'Pipes', phone: PHONE }, { copy: PLUMBING_COPY });
    const drain = text(site, 'drain-cleaning/index.html');
    const copy = PLUMBING_COPY.services[0];
    const on = (xs: string[]) => xs.filter((x) => drain.includes(x)).length;
    // A seeded share of the service's copy; all of its steps, in order.
    expect(on(copy.what)).toBeGreaterThanOrEqual(3);
    expect(on(copy.signs)).toBeGreaterThanOrEqual(3);
    expect(on(copy.steps)).toBe(copy.steps.length);
    expect(on(copy.cost)).toBeGreaterThanOrEqual(1);
    expect(on(copy.faqs.map((f) => f.q))).toBeGreaterThanOrEqual(2);
    expect(drain).toContain('Austin');
    expect(drain).toContain('Travis County');
    const about = text(site, 'about/index.html');
    expect(
      PLUMBING_COPY.about.filter((x) =>
        about.includes(
          x.replace('{city}', 'Austin').replace('{county}', 'Travis County').replace('{stateName}', 'Texas'),
        ),
      ).length,
    ).toBeGreaterThanOrEqual(4);
    // Built in June: June's advice and the next peak's (December).
    const home = text(site, 'index.html');
    expect(home).toContain('Summer guests and yard work');
    expect(home).toMatch(/Looking ahead to December: (Insulate exposed pipes|Frozen pipes)/);
  });

  it('reach their word minimums', async () => {
    for (const copy of [PLUMBING_COPY, FENCING_COPY, DUI_LAWYER_COPY, null]) {
      const site = await build(copy?.slug ?? 'hvac', { name: 'Biz', phone: PHONE }, { copy });
      for (const p of site.pages) {
        const min =
          p.path === '/'
            ? 800
            : p.path === '/about/'
              ? 400
              : /^\/(faq|contact|privacy|terms|thank-you)\/|404/.test(p.path)
                ? 0
                : 800;
        expect(p.words, `${copy?.slug} ${p.path}`).toBeGreaterThanOrEqual(min);
      }
    }
  });

  it('differ between pages of a site and between sites of different cities', async () => {
    const a = await build('fencing', { name: 'Fences', phone: PHONE }, { copy: FENCING_COPY });
    expect(a.similarity.max).toBeLessThan(0.5);
    const b = await build(
      'fencing',
      { name: 'Fences', phone: PHONE },
      { copy: FENCING_COPY, otherSites: [a.signature] },
      { opportunityId: `fencing~${placeId('Dallas', 'TX')}`, siteId: 'site-dallas', seed: 7 },
    );
    expect(b.similarity.sites[0].maxPage, JSON.stringify(b.similarity.sites[0])).toBeLessThan(0.5);
    const headings = (s: BuildResult) =>
      [...String(s.files.get('index.html')?.body).matchAll(/<h2>([^<]+)/g)].map((m) => m[1]);
    expect(headings(a)).not.toEqual(headings(b));
  });

  it('regulated kinds carry the disclaimer on every page and promise no outcome', async () => {
    const legal = await build('dui-lawyer', { name: 'Defense', phone: PHONE }, { copy: DUI_LAWYER_COPY });
    for (const [file, html] of htmlFiles(legal.files)) {
      expect(visibleText(html), file).toContain(DUI_LAWYER_COPY.disclaimer);
      expect(visibleText(html), file).not.toMatch(/guarantee|we will win/i);
    }
    const dentist = await build('dentist', { name: 'Smiles', phone: PHONE }, { copy: null });
    for (const [file, html] of htmlFiles(dentist.files))
      expect(visibleText(html), file).toContain('not medical advice');
    // An operator's page edit replaces the words, not the disclaimer.
    const edit = {
      title: 'Edited',
      description: 'Edited',
      h1: 'Edited home',
      intro: 'Our words.',
      sections: [],
      faqs: [],
    };
    const writer = new OverrideWriter(new BuiltinWriter(), new Map([['/', edit]]), (p) => p);
    const edited = await build(
      'dui-lawyer',
      { name: 'Defense', phone: PHONE },
      { copy: DUI_LAWYER_COPY, writer },
    );
    expect(text(edited, 'index.html')).toContain('Edited home');
    expect(text(edited, 'index.html')).toContain(DUI_LAWYER_COPY.disclaimer);
    const trade = await build('fencing', { name: 'Fences', phone: PHONE }, { copy: FENCING_COPY });
    expect(String(trade.files.get('index.html')?.body)).not.toContain('class="disclaimer"');
  });
});
