import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../src/modules/discovery/csv';
import { discoveryCalls, expect400, type Opp, PASADENA_PLUMBING } from './discovery-fixtures';
import { createTestApp, type Registered, register, type TestApp } from './helpers';

// Market discovery through the HTTP API, the read side: 401 without a token, every call and filter
// with clear 400s naming the field, and the keyword ideas CSV export. Overrides and saved
// opportunities (state of a user or team) are in discovery-team.test.ts.

let t: TestApp;
let a: Registered;
let b: Registered;

beforeAll(async () => {
  t = await createTestApp();
  [a, b] = [await register(t.app), await register(t.app)];
});
afterAll(() => t.close());

const { req, getA } = discoveryCalls(() => ({ app: t.app, a, b }));

describe('authentication', () => {
  it('every discovery call answers 401 without a token', async () => {
    const calls: Array<[Parameters<typeof req>[0], string, unknown?]> = [
      ['GET', '/api/quick-dominator/opportunities'],
      ['GET', '/api/payout-data/search'],
      ['GET', '/api/payout-data/verticals'],
      ['GET', '/api/payout-data/locations'],
      ['GET', '/api/payout-data/places?q=Pas'],
      ['GET', `/api/payout-data/opportunities/${PASADENA_PLUMBING}`],
      ['GET', '/api/payout-data/map?vertical=plumbing'],
      ['GET', '/api/payout-data/overrides'],
      ['PUT', '/api/payout-data/overrides', { verticalSlug: 'plumbing', payout: 100 }],
      ['DELETE', '/api/payout-data/overrides/plumbing'],
      ['GET', '/api/domination/my-opportunities'],
      ['GET', '/api/saved-opportunities/list'],
      ['POST', '/api/saved-opportunities/save', { opportunities: [PASADENA_PLUMBING] }],
      ['DELETE', `/api/saved-opportunities/${PASADENA_PLUMBING}`],
      ['GET', '/api/keyword-finder/ideas?vertical=plumbing&placeId=5381396'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await req(method, url, undefined, payload);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.success).toBe(false);
    }
    expect((await req('GET', '/api/payout-data/verticals', 'not-a-token')).status).toBe(401);
  });
});

describe('finder', () => {
  it('quick dominator answers top opportunities, goldmines and honest scraperStats', async () => {
    const res = await getA('/api/quick-dominator/opportunities?limit=10');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.topOpportunities).toHaveLength(10);
    const scores = d.topOpportunities.map((o: Opp) => o.quantumScore);
    expect([...scores].sort((x, y) => y - x)).toEqual(scores);
    expect(d.goldmineLocations.length).toBeGreaterThan(0);
    expect(d.goldmineLocations[0]).toMatchObject({
      verticalSlug: expect.any(String),
      opportunityId: expect.stringContaining('~'),
    });
    expect(d.scraperStats).toEqual({
      totalCalls: 0,
      successRate: 0,
      costPerCall: 0,
      monthlySpend: 0,
      dailySpend: 0,
      avgResponseTime: 0,
      lastUsed: null,
    });
    const filtered = await getA('/api/quick-dominator/opportunities?vertical=roofing&location=TX&limit=5');
    expect(filtered.status).toBe(200);
    for (const o of filtered.body.data.topOpportunities as Opp[]) {
      expect(o.verticalSlug).toBe('roofing');
      expect(o.location.state).toBe('TX');
    }
  });

  it('search filters by tier, vertical, location, minPayout and goldmines, and says what figures are', async () => {
    const page = await getA('/api/payout-data/search');
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ limit: 50, offset: 0 });
    expect(page.body.data.items).toHaveLength(50);
    expect(page.body.data.total).toBeGreaterThan(900_000);
    expect(page.body.data.dataNote).toMatch(/Estimates/);

    const tier1 = (await getA('/api/payout-data/search?tier=1&limit=100')).body.data;
    expect(tier1.items.length).toBeGreaterThan(0);
    for (const o of tier1.items as Opp[]) {
      expect(o.tier).toBe(1);
      expect(o.payout).toBeGreaterThanOrEqual(300);
    }
    const tier3 = (await getA('/api/payout-data/search?tier=3&limit=100')).body.data.items as Opp[];
    for (const o of tier3) expect(o.payout).toBeLessThan(150);

    const plumbing = (await getA('/api/payout-data/search?vertical=plumbing&limit=20')).body.data;
    expect(plumbing.total).toBe(16273);
    for (const o of plumbing.items as Opp[]) expect(o.verticalSlug).toBe('plumbing');

    const ca = (await getA('/api/payout-data/search?vertical=plumbing&location=CA&limit=50')).body.data;
    for (const o of ca.items as Opp[]) expect(o.location.state).toBe('CA');
    expect(ca.total).toBeLessThan(plumbing.total);

    const city = (await getA('/api/payout-data/search?vertical=plumbing&location=Pasadena,%20CA')).body.data;
    expect(city.items.map((o: Opp) => o.id)).toEqual([PASADENA_PLUMBING]);

    const rich = (await getA('/api/payout-data/search?minPayout=300&limit=100')).body.data.items as Opp[];
    expect(rich.length).toBeGreaterThan(0);
    for (const o of rich) expect(o.payout).toBeGreaterThanOrEqual(300);

    const gold = (await getA('/api/payout-data/search?goldmineOnly=true&limit=100')).body.data;
    expect(gold.total).toBeGreaterThan(0);
    for (const o of gold.items as Opp[]) expect(o.goldmine).toBe(true);
  });

  it('sorts, orders and pages consistently', async () => {
    const asc = (await getA('/api/payout-data/search?vertical=roofing&sort=population&order=asc&limit=30'))
      .body.data.items as Opp[];
    const pops = asc.map((o) => o.population);
    expect([...pops].sort((x, y) => x - y)).toEqual(pops);
    const byRevenue = (await getA('/api/payout-data/search?sort=estimatedMonthlyRevenue&limit=30')).body.data
      .items as Opp[];
    const revenue = byRevenue.map((o) => o.estimatedMonthlyRevenue);
    expect([...revenue].sort((x, y) => y - x)).toEqual(revenue);
    const alias = (await getA('/api/payout-data/search?sort=score&limit=10')).body.data.items as Opp[];
    const main = (await getA('/api/payout-data/search?sort=quantumScore&limit=10')).body.data.items as Opp[];
    expect(alias.map((o) => o.id)).toEqual(main.map((o) => o.id));

    const first = (await getA('/api/payout-data/search?vertical=dentist&limit=20')).body.data.items as Opp[];
    const second = (await getA('/api/payout-data/search?vertical=dentist&limit=10&offset=10')).body.data;
    expect(second.offset).toBe(10);
    expect(second.items.map((o: Opp) => o.id)).toEqual(first.slice(10).map((o) => o.id));
  });

  it('bad query values answer 400 naming the field', async () => {
    expect400(await getA('/api/payout-data/search?tier=5'), 'tier');
    expect400(await getA('/api/payout-data/search?minPayout=lots'), 'minPayout');
    expect400(await getA('/api/payout-data/search?minPayout=-1'), 'minPayout');
    expect400(await getA('/api/payout-data/search?limit=0'), 'limit');
    expect400(await getA('/api/payout-data/search?limit=501'), 'limit');
    expect400(await getA('/api/payout-data/search?offset=-3'), 'offset');
    expect400(await getA('/api/payout-data/search?sort=luck'), 'sort');
    expect400(await getA('/api/payout-data/search?order=sideways'), 'order');
    expect400(await getA('/api/payout-data/search?status=maybe'), 'status');
    expect400(await getA('/api/payout-data/search?goldmineOnly=yes'), 'goldmineOnly');
    expect400(await getA('/api/payout-data/search?vertical=alchemy'), 'vertical');
    expect400(await getA(`/api/payout-data/search?location=${'x'.repeat(121)}`), 'location');
    expect400(await getA('/api/quick-dominator/opportunities?tier=gold'), 'tier');
    expect400(await getA('/api/payout-data/locations?vertical=alchemy'), 'vertical');
    expect400(await getA('/api/payout-data/map'), 'vertical');
    expect400(await getA('/api/payout-data/map?vertical=alchemy'), 'vertical');
    expect400(await getA('/api/payout-data/places'), 'q');
    expect400(await getA('/api/payout-data/places?q=Pa&limit=500'), 'limit');
    expect400(await getA('/api/domination/my-opportunities?limit=abc'), 'limit');
    expect400(await getA('/api/keyword-finder/ideas?placeId=5381396'), 'vertical');
    expect400(await getA('/api/keyword-finder/ideas?vertical=plumbing'), 'placeId');
    expect400(await getA('/api/keyword-finder/ideas?vertical=plumbing&placeId=nowhere'), 'placeId');
    expect400(await getA('/api/keyword-finder/ideas?vertical=plumbing&placeId=5381396&format=xls'), 'format');
  });
});

describe('payout data', () => {
  it('lists the verticals with the payout in force for the caller', async () => {
    const res = await getA('/api/payout-data/verticals');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(40);
    const plumbing = res.body.data.find((v: { slug: string }) => v.slug === 'plumbing');
    expect(plumbing).toMatchObject({ naicsCode: '238220', overridden: false });
    expect(plumbing.effectivePayout).toBe(plumbing.payout.typical);
    expect(plumbing.seasonality).toHaveLength(12);
  });

  it('locations answers state aggregates and top cities, for one vertical or all', async () => {
    const all = (await getA('/api/payout-data/locations')).body.data;
    expect(all.states.length).toBeGreaterThanOrEqual(50);
    expect(all.states[0]).toMatchObject({ state: expect.any(String), places: expect.any(Number) });
    expect(all.topCities.length).toBeGreaterThan(0);
    const roofing = (await getA('/api/payout-data/locations?vertical=roofing')).body.data;
    for (const o of roofing.topCities as Opp[]) expect(o.verticalSlug).toBe('roofing');
  });

  it('places answers a picker list by name prefix', async () => {
    const res = await getA('/api/payout-data/places?q=Pasad&limit=5');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.length).toBeLessThanOrEqual(5);
    expect(res.body.data).toContainEqual(
      expect.objectContaining({ placeId: '5381396', city: 'Pasadena', state: 'CA', county: 'Los Angeles' }),
    );
    const pops = res.body.data.map((p: { population: number }) => p.population);
    expect([...pops].sort((x, y) => y - x)).toEqual(pops);
    expect((await getA('/api/payout-data/places?q=Zzzzqx')).body.data).toEqual([]);
  });

  it('one opportunity answers every figure with its derivation; unknown ids are 404', async () => {
    const res = await getA(`/api/payout-data/opportunities/${PASADENA_PLUMBING}`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.opportunity).toMatchObject({ id: PASADENA_PLUMBING, saved: false });
    expect(d.derivation.length).toBeGreaterThan(0);
    for (const step of d.derivation) {
      expect(step.formula).toMatch(/\w/);
      expect(Array.isArray(step.inputs)).toBe(true);
    }
    for (const id of ['plumbing~0', 'alchemy~5381396', 'nothing-at-all']) {
      const missing = await getA(`/api/payout-data/opportunities/${encodeURIComponent(id)}`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Opportunity not found');
    }
  });

  it('map answers state aggregates with FIPS and at most 500 places of the vertical', async () => {
    const res = await getA('/api/payout-data/map?vertical=hvac');
    expect(res.status).toBe(200);
    expect(res.body.data.vertical).toBe('hvac');
    expect(res.body.data.states.find((s: { state: string }) => s.state === 'CA').fips).toBe('06');
    expect(res.body.data.places.length).toBe(500);
    expect(res.body.data.places[0].opportunityId).toMatch(/^hvac~/);
  });
});

describe('my opportunities', () => {
  it('answers the caller best markets, 50 by default', async () => {
    const res = await getA('/api/domination/my-opportunities');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(50);
    const scores = res.body.data.map((o: Opp) => o.quantumScore);
    expect([...scores].sort((x, y) => y - x)).toEqual(scores);
    expect((await getA('/api/domination/my-opportunities?limit=7')).body.data).toHaveLength(7);
  });
});

describe('keyword ideas', () => {
  it('answers ideas as JSON, with a data note', async () => {
    const res = await getA('/api/keyword-finder/ideas?vertical=plumbing&placeId=5381396');
    expect(res.status).toBe(200);
    expect(res.body.data.items.length).toBeGreaterThan(5);
    expect(res.body.data.items[0]).toMatchObject({ keyword: expect.any(String), estimate: true });
    expect(res.body.data.dataNote).toMatch(/Estimates/);
  });

  it('exports CSV with a header row as an attachment', async () => {
    const json = (await getA('/api/keyword-finder/ideas?vertical=plumbing&placeId=5381396')).body.data.items;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/keyword-finder/ideas?vertical=plumbing&placeId=5381396&format=csv',
      headers: { authorization: `Bearer ${a.tokens.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="keyword-ideas-plumbing-5381396.csv"',
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('keyword,kind,intent,monthlySearches,difficulty,cpc,value,estimate');
    expect(lines).toHaveLength(json.length + 1);
    const first = json[0];
    expect(lines[1]).toBe(
      [
        first.keyword,
        first.kind,
        first.intent,
        first.monthlySearches,
        first.difficulty,
        first.cpc,
        first.value,
        first.estimate,
      ]
        .map(String)
        .join(','),
    );
  });
});

describe('csv', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvCell('plumber, pasadena')).toBe('"plumber, pasadena"');
    expect(csvCell('the "best" plumber')).toBe('"the ""best"" plumber"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(true)).toBe('true');
    expect(toCsv(['a', 'b'], [{ a: 1, b: 'x,y' }])).toBe('a,b\r\n1,"x,y"\r\n');
  });
});
