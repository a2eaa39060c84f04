import { describe, expect, it } from 'vitest';
import { visible } from './support/browser';
import { overflowing } from './support/layout';
import { signedInUser } from './support/session';
import { SHOTS, shotPath } from './support/shots';
import { serverAndBrowser } from './support/suite';

// ML optimization (docs/ml-optimization.md): an empty team sees how much data is missing; with the
// demo portfolio loaded the screen shows the demo sites' observed results, labelled demo, and says
// honestly that three sites are not enough to tune anything.

const e2e = serverAndBrowser();

describe('ml optimization', () => {
  it('shows the empty state, then the demo portfolio labelled and not enough data', async () => {
    const { page, tokens } = await signedInUser(e2e, 'mlopt');
    page.setDefaultTimeout(20_000);
    await page.goto('/ml-optimization');
    await visible(page.getByRole('heading', { name: 'ML Optimization' }));
    await visible(page.getByText('Not enough data to optimize'));

    const api = (method: string, path: string) =>
      fetch(`${e2e.server.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: '{}' } : {}),
      }).then((r) => r.json());
    await api('POST', '/api/demo');
    const end = Date.now() + 120_000;
    for (;;) {
      const o = (await api('GET', '/api/ml-optimization'))?.data;
      if (o?.scope === 'demo' && o.sites.length >= 3) break;
      if (Date.now() > end) throw new Error(`demo not loaded: ${JSON.stringify(o).slice(0, 300)}`);
      await new Promise((r) => setTimeout(r, 1000));
    }
    await page.reload();
    await visible(page.getByText(/Demo data: your team has only the demo portfolio/));
    await visible(page.getByTestId('not-enough-score-weights'));
    await visible(page.getByRole('table', { name: 'Observed results per site' }));
    await page.getByRole('button', { name: 'Analyze my results' }).click();
    await visible(page.getByTestId('not-enough-tier-thresholds'));
    expect(await overflowing(page, '.overflow-x-auto, .overflow-auto')).toEqual([]);
    if (SHOTS) {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.waitForTimeout(500);
      await page.screenshot({ path: shotPath('ml-optimization-demo-1366.png'), fullPage: true });
    }
  }, 200_000);
});
