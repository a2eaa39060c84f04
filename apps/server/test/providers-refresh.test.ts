import { describe, expect, it } from 'vitest';
import { get, post, register, sqlRows } from './helpers';
import { CENSUS_KEY, DFS_KEY, fakeProvidersSuite, put } from './providers-fixtures';

// Refreshing a market through a provider: the Census County Business Patterns and DataForSEO
// providers against local servers that answer in the real APIs' formats, every call metered.

const t = fakeProvidersSuite();
const { census, dfs } = t;

describe('refreshing a market through a provider', () => {
  const PASADENA_PLUMBING = 'plumbing~5381396'; // Pasadena, Los Angeles County (06037), CA
  const LA = { state: '06', county: '037', name: 'Los Angeles County, California', estab: 2250 };
  const ORANGE = { state: '06', county: '059', name: 'Orange County, California', estab: 900 };

  const opportunity = async (token: string, id = PASADENA_PLUMBING) =>
    (await get(t.app, `/api/payout-data/opportunities/${id}`, token)).body.data;

  it('Census CBP: counts the county businesses, stores the measurement and re-scores for the team only', async () => {
    census.state.counties = [LA, ORANGE];
    const a = await register(t.app);
    const b = await register(t.app);
    const token = a.tokens.accessToken;
    await put(t.app, '/api/providers/census-cbp', { apiKey: CENSUS_KEY }, token);
    const before = (await opportunity(token)).opportunity;
    expect(before).toMatchObject({ confidence: 0, estimate: true });

    census.requests.length = 0;
    const res = await post(
      t.app,
      '/api/providers/census-cbp/refresh',
      { opportunityId: PASADENA_PLUMBING },
      token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    // The request the real API documents: county and state FIPS, NAICS 2017 code, totals, the key.
    expect(census.requests).toHaveLength(1);
    const sent = census.requests[0];
    expect(sent.pathname).toBe('/data/2021/cbp');
    expect(sent.searchParams.get('for')).toBe('county:037');
    expect(sent.searchParams.get('in')).toBe('state:06');
    expect(sent.searchParams.get('NAICS2017')).toBe('238220');
    expect(sent.searchParams.get('get')).toContain('ESTAB');
    expect(sent.searchParams.get('key')).toBe(CENSUS_KEY);

    const [m] = res.body.data.measurements;
    expect(m.kind).toBe('businessCount');
    expect(m.value).toBeGreaterThan(0);
    expect(m.value).toBeLessThan(LA.estab); // Pasadena's share of the county
    expect(m.source).toMatch(
      /Census CBP 2021: 2,250 NAICS 238220 establishments in Los Angeles County, California/,
    );
    expect(m.source).toMatch(/apportioned to Pasadena/);
    expect(res.body.data.costUsd).toBe(0);
    expect(res.body.data.opportunity).toMatchObject({
      id: PASADENA_PLUMBING,
      confidence: 0.4,
      estimate: true,
    });
    expect(JSON.stringify(res.body)).not.toContain(CENSUS_KEY);

    const after = await opportunity(token);
    expect(after.opportunity.confidence).toBe(0.4);
    expect(after.opportunity.competition).not.toBe(before.competition);
    expect(JSON.stringify(after.derivation)).toMatch(/Census CBP 2021/);
    const note = (await get(t.app, '/api/payout-data/search?limit=1', token)).body.data.dataNote;
    expect(note).toMatch(/1 market with provider measurements/);

    // Another team still sees the estimate.
    expect((await opportunity(b.tokens.accessToken)).opportunity).toMatchObject({
      confidence: 0,
      competition: before.competition,
    });

    const stored = await sqlRows(
      t.app,
      `select kind, value::float8 as value, provider_id from market_measurements where opportunity_id = '${PASADENA_PLUMBING}'`,
    );
    expect(stored).toEqual([{ kind: 'businessCount', value: m.value, provider_id: 'census-cbp' }]);

    const usage = (await get(t.app, '/api/providers/usage', token)).body.data;
    expect(usage.scraperStats).toMatchObject({
      totalCalls: 1,
      successRate: 100,
      costPerCall: 0,
      monthlySpend: 0,
    });
    expect(usage.scraperStats.lastUsed).not.toBeNull();
    const quick = (await get(t.app, '/api/quick-dominator/opportunities?limit=1', token)).body.data
      .scraperStats;
    expect(quick).toEqual(usage.scraperStats);
  });

  it('Census CBP: a county with none on record measures 0 (the API answers 204)', async () => {
    census.state.counties = [ORANGE];
    const a = await register(t.app);
    await put(t.app, '/api/providers/census-cbp', { apiKey: CENSUS_KEY }, a.tokens.accessToken);
    const res = await post(
      t.app,
      '/api/providers/census-cbp/refresh',
      { opportunityId: PASADENA_PLUMBING },
      a.tokens.accessToken,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.measurements[0]).toMatchObject({ kind: 'businessCount', value: 0 });
  });

  it('failures are metered, answered 502 with the reason, and store nothing', async () => {
    census.state.counties = [LA];
    const a = await register(t.app);
    const token = a.tokens.accessToken;
    await put(t.app, '/api/providers/census-cbp', { apiKey: CENSUS_KEY }, token);

    census.state.mode = 'bad-key';
    const badKey = await post(
      t.app,
      '/api/providers/census-cbp/refresh',
      { opportunityId: PASADENA_PLUMBING },
      token,
    );
    expect(badKey.status).toBe(502);
    expect(badKey.body).toMatchObject({ success: false, error: 'provider_error' });
    expect(badKey.body.message).toMatch(/did not answer JSON \(is the key valid\?\)/);

    census.state.mode = 'error';
    const broken = await post(
      t.app,
      '/api/providers/census-cbp/refresh',
      { opportunityId: PASADENA_PLUMBING },
      token,
    );
    expect(broken.status).toBe(502);
    expect(broken.body.message).toMatch(/Census API answered 400: error: unknown variable/);

    const [{ team_id: teamId }] = await sqlRows(
      t.app,
      `select team_id from team_members where user_id = '${a.user.id}'`,
    );
    const calls = await sqlRows(
      t.app,
      `select success, status, error, duration_ms from provider_calls where team_id = '${teamId}' order by created_at`,
    );
    expect(calls.map((c) => [c.success, c.status])).toEqual([
      [false, 200],
      [false, 400],
    ]);
    for (const c of calls) {
      expect(c.error).toMatch(/\w/);
      expect(c.error).not.toContain(CENSUS_KEY);
      expect(c.duration_ms).toBeGreaterThanOrEqual(0);
    }
    const stored = await sqlRows(t.app, `select 1 from market_measurements where team_id = '${teamId}'`);
    expect(stored).toEqual([]);
    const stats = (await get(t.app, '/api/providers/usage', token)).body.data.scraperStats;
    expect(stats).toMatchObject({ totalCalls: 2, successRate: 0 });
  });

  it('refuses without a key, for unknown markets and providers, without calling anyone', async () => {
    const a = await register(t.app);
    const token = a.tokens.accessToken;
    census.requests.length = 0;
    const noKey = await post(
      t.app,
      '/api/providers/census-cbp/refresh',
      { opportunityId: PASADENA_PLUMBING },
      token,
    );
    expect(noKey.status).toBe(400);
    expect(noKey.body.error).toBe('provider_not_configured');
    await put(t.app, '/api/providers/census-cbp', { apiKey: CENSUS_KEY }, token);
    const unknown = await post(
      t.app,
      '/api/providers/census-cbp/refresh',
      { opportunityId: 'plumbing~0' },
      token,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Opportunity not found');
    const noProvider = await post(
      t.app,
      '/api/providers/oracle/refresh',
      { opportunityId: PASADENA_PLUMBING },
      token,
    );
    expect(noProvider.status).toBe(404);
    const noBody = await post(t.app, '/api/providers/census-cbp/refresh', {}, token);
    expect(noBody.status).toBe(400);
    expect(noBody.body.message).toMatch(/^opportunityId/);
    expect(census.requests).toHaveLength(0);
    expect((await get(t.app, '/api/providers/usage', token)).body.data.scraperStats.totalCalls).toBe(0);
  });

  it('DataForSEO: measured search volume replaces the estimate, and its cost is metered', async () => {
    const a = await register(t.app);
    const token = a.tokens.accessToken;
    await put(t.app, '/api/providers/dataforseo', { apiKey: DFS_KEY }, token);
    const verticals = (await get(t.app, '/api/payout-data/verticals', token)).body.data;
    const keywords: string[] = verticals.find((v: { slug: string }) => v.slug === 'plumbing').keywords;
    dfs.state.volumes = Object.fromEntries(keywords.map((k, i) => [k.toLowerCase(), 100 * (i + 1)]));
    const expected = keywords.slice(0, 20).reduce((sum, _k, i) => sum + 100 * (i + 1), 0);

    const res = await post(
      t.app,
      '/api/providers/dataforseo/refresh',
      { opportunityId: PASADENA_PLUMBING },
      token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sent = dfs.bodies.at(-1) as Array<{
      keywords: string[];
      location_name: string;
      language_code: string;
    }>;
    expect(sent[0].location_name).toBe('Pasadena,California,United States');
    expect(sent[0].language_code).toBe('en');
    expect(res.body.data.measurements[0]).toMatchObject({ kind: 'monthlySearches', value: expected });
    expect(res.body.data.costUsd).toBe(0.075);
    expect(res.body.data.opportunity).toMatchObject({ monthlySearches: expected, confidence: 0.6 });

    dfs.state.mode = 'no-money';
    const failed = await post(
      t.app,
      '/api/providers/dataforseo/refresh',
      { opportunityId: PASADENA_PLUMBING },
      token,
    );
    expect(failed.status).toBe(502);
    expect(failed.body.message).toMatch(/Payment Required/);
    const stats = (await get(t.app, '/api/providers/usage', token)).body.data.scraperStats;
    expect(stats).toMatchObject({ totalCalls: 2, successRate: 50, monthlySpend: 0.075, dailySpend: 0.075 });
    expect(stats.costPerCall).toBeCloseTo(0.0375, 6);
    // The measurement from the successful call stays.
    expect((await opportunity(token)).opportunity.monthlySearches).toBe(expected);
  });
});
