import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './support/api';
import { visible } from './support/browser';
import { newSignedInPage } from './support/session';
import { SHOTS, shotPath } from './support/shots';
import { serverAndBrowser } from './support/suite';

// The cost dashboard (docs/costs.md) against meter rows written straight into the server's database:
// the server runs on a fresh PostgreSQL database (E2E_DATABASE_URL, default the local test server) so
// that this test can seed provider_calls for the signed-in team and another team; /cost-dashboard
// must show figures equal to the sums of those rows (computed here with SQL from the rows), leave
// the other team's out, and a budget added in its form must show its progress and raise its alert.

const ADMIN_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `e2e_costs_${Math.random().toString(36).slice(2, 10)}`;
const dbUrl = (() => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const env: Record<string, string> = {};
let db: pg.Client;
let e2e: ReturnType<typeof serverAndBrowser>;

/** PostgreSQL is where this test writes its rows; on a machine without one, the test says so and skips. */
async function postgresReachable(): Promise<boolean> {
  const probe = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await probe.connect();
    return true;
  } catch {
    console.warn(`costs.e2e: no PostgreSQL at ${ADMIN_URL} (E2E_DATABASE_URL); skipped`);
    return false;
  } finally {
    await probe.end().catch(() => undefined);
  }
}
const reachable = await postgresReachable();

const money = (n: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: n !== 0 && Math.abs(n) < 1 ? 4 : 2,
  }).format(n);

async function teamOf(userId: string): Promise<string> {
  const r = await db.query('select team_id from team_members where user_id = $1 limit 1', [userId]);
  return r.rows[0].team_id;
}

async function meter(
  teamId: string,
  providerId: string,
  usd: number,
  ago: string,
  tokens: number | null = null,
) {
  await db.query(
    `insert into provider_calls (team_id, provider_id, operation, success, cost_usd, duration_ms, tokens, created_at)
     values ($1, $2, 'e2e', true, $3, 120, $4, now() - $5::interval)`,
    [teamId, providerId, usd, tokens, ago],
  );
}

/** Sums of the team's rows, in UTC days and months (a new account has no time zone: UTC). */
async function sums(teamId: string) {
  const r = await db.query(
    `select
       coalesce(sum(cost_usd) filter (where created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'), 0)::float8 as today,
       coalesce(sum(cost_usd) filter (where created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'), 0)::float8 as month,
       coalesce(sum(cost_usd) filter (where created_at >= now() - interval '29 days'), 0)::float8 as range
     from provider_calls where team_id = $1`,
    [teamId],
  );
  const per = await db.query(
    `select provider_id, sum(cost_usd)::float8 as cost from provider_calls where team_id = $1 group by provider_id`,
    [teamId],
  );
  return {
    ...(r.rows[0] as { today: number; month: number; range: number }),
    perProvider: Object.fromEntries(per.rows.map((x) => [x.provider_id as string, Number(x.cost)])) as Record<
      string,
      number
    >,
  };
}

describe.skipIf(!reachable)('cost dashboard', () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    env.DATABASE_URL = dbUrl;
    db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
  });
  e2e = serverAndBrowser(env);
  afterAll(async () => {
    await db?.end();
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  it('shows the sums of the meter rows, per provider, and a budget with its progress and alert', async () => {
    const { page, user } = await newSignedInPage(e2e, 'costs');
    const teamId = await teamOf(user.id);
    const stranger = await registerViaApi(e2e.server.url, newAccount('costs-other'));
    await meter(await teamOf(stranger.user.id), 'dataforseo', 100, '1 minute');

    await page.goto('/cost-dashboard');
    await visible(page.getByRole('heading', { name: 'No costs recorded' }));

    await meter(teamId, 'dataforseo', 0.5, '1 minute');
    await meter(teamId, 'dataforseo', 0.0025, '2 minutes');
    await meter(teamId, 'llm', 0.25, '2 days', 1200);
    await meter(teamId, 'census-cbp', 1, '5 days');
    const expected = await sums(teamId);

    await page.reload();
    await visible(page.getByTestId('cost-today'));
    expect(await page.getByTestId('cost-today').textContent()).toBe(money(expected.today));
    expect(await page.getByTestId('cost-month').textContent()).toBe(money(expected.month));
    expect(await page.getByTestId('cost-per-revenue').textContent()).toBe('–');
    expect(await page.getByRole('heading', { name: 'No costs recorded' }).count()).toBe(0);

    const table = page.getByTestId('by-provider');
    for (const [provider, cost] of Object.entries(expected.perProvider)) {
      expect(await table.locator(`tr[data-key="${provider}"] [data-testid="cost"]`).textContent()).toBe(
        money(cost),
      );
    }
    expect(await table.locator('tr[data-key="llm"]').textContent()).toContain('1,200');
    // The range's total (what the "Not for a site" row of the site table sums) leaves the other team out.
    const noSite = page.getByTestId('by-site').locator('tr[data-key=""] [data-testid="cost"]');
    expect(await noSite.textContent()).toBe(money(expected.range));
    const stats = page.getByTestId('scraper-stats').locator('tr[data-key="dataforseo"]');
    expect(await stats.textContent()).toContain('100%');
    expect(await stats.textContent()).toContain(money((0.5 + 0.0025) / 2));
    await visible(page.getByTestId('cost-chart').locator('.recharts-bar-rectangle').first());

    // A budget of $2 a month, alert at 80 %: this month's spend is over it, so the alert goes at once.
    await page.getByLabel('USD per month').fill('2');
    await page.getByRole('button', { name: 'Add budget' }).click();
    const budget = page.getByTestId('budget');
    await visible(budget);
    const percent = Math.round((expected.month / 2) * 1000) / 10;
    expect(await budget.textContent()).toContain(`${money(expected.month)} of $2.00 (${percent} %)`);
    if (percent >= 80) {
      await visible(
        page.getByText(
          percent >= 100 ? 'Budget used up: All metered spend' : 'Budget alert: All metered spend',
        ),
      );
    }
    if (SHOTS) await page.screenshot({ path: shotPath('costs-dashboard.png'), fullPage: true });
  });
});
