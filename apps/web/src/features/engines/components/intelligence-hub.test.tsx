import { ENGINE_IDS, ENGINES, type EngineStatus, type SystemHealth } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPushHandlers, push } from '@/lib/test-realtime';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { EnginePanel } from './engine-panel';
import { IntelligenceHub } from './intelligence-hub';

vi.mock('@/lib/realtime', () => import('@/lib/test-realtime'));

afterEach(() => {
  cleanup();
  clearPushHandlers();
  vi.unstubAllGlobals();
});

const health: SystemHealth = {
  overall: 97,
  apiLatency: 38,
  dataIngestion: 2.4,
  processingQueue: 1,
  errorRate: 0.4,
  uptime: 4000,
  details: {
    windowS: 300,
    requests: 250,
    p50Ms: 6,
    p95Ms: 38,
    serverErrors: 1,
    eventsInWindow: 12,
    queueWaiting: 0,
    queueRunning: 1,
    measuredAt: new Date().toISOString(),
  },
};

function engines(over: Partial<Record<string, Partial<EngineStatus>>> = {}): EngineStatus[] {
  return ENGINE_IDS.map((id) => ({
    id,
    name: ENGINES[id].name,
    description: ENGINES[id].description,
    actions: [...ENGINES[id].actions],
    screen: ENGINES[id].screen,
    status: 'idle',
    lastRunAt: null,
    runCount: 0,
    meanDurationMs: null,
    errorCount: 0,
    lastError: null,
    currentRun: null,
    insightCount: 0,
    ...over[id],
  }));
}

const insight = {
  id: 'i1',
  engineId: 'market-scanner',
  runId: 'r1',
  title: 'Roofing in Austin, TX: score 91',
  detail: 'A goldmine market.',
  severity: 'success',
  figures: [{ label: 'Payout per lead', value: 180, unit: 'USD' }],
  link: '/discovery?vertical=roofing',
  siteId: null,
  createdAt: new Date().toISOString(),
};

function renderWith(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('IntelligenceHub', () => {
  it('shows the eleven engines, the health figures and the insights; Run sends the first action', async () => {
    const { calls } = routeFetch(({ method, path }) => {
      if (path === '/api/intelligence-engines/status')
        return jsonResponse({
          success: true,
          data: {
            engines: engines({
              'market-scanner': {
                runCount: 3,
                meanDurationMs: 1450,
                lastRunAt: new Date().toISOString(),
                insightCount: 1,
              },
              causal: { status: 'error', errorCount: 1, lastError: 'No interventions yet' },
            }),
            systemHealth: health,
          },
        });
      if (path.startsWith('/api/intelligence-engines/insights'))
        return jsonResponse({ success: true, data: { insights: [insight] } });
      if (method === 'POST' && path === '/api/intelligence-engines/market-scanner/execute')
        return jsonResponse({ success: true, data: { run: { id: 'r2' } } }, 202);
      return undefined;
    });
    renderWith(<IntelligenceHub />);
    const card = await screen.findByTestId('engine-card-market-scanner');
    expect(screen.getAllByTestId(/^engine-card-/)).toHaveLength(11);
    expect(within(card).getByText('1.5 s')).toBeTruthy();
    expect(
      within(screen.getByTestId('engine-card-causal')).getByTestId('engine-last-error').textContent,
    ).toContain('No interventions yet');
    expect(within(screen.getByTestId('health-apiLatency')).getByText('38 ms')).toBeTruthy();
    expect(screen.getByLabelText('Overall health: 97 out of 100')).toBeTruthy();
    expect(await screen.findByText('Roofing in Austin, TX: score 91')).toBeTruthy();
    expect(screen.getByText('$180')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Run Market Scanner (scan)' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ action: 'scan' });
  });

  it('a pushed engine:insight appears in the feed at once, and the severity filter hides it', async () => {
    routeFetch(({ path }) => {
      if (path === '/api/intelligence-engines/status')
        return jsonResponse({ success: true, data: { engines: engines(), systemHealth: health } });
      if (path.startsWith('/api/intelligence-engines/insights'))
        return jsonResponse({ success: true, data: { insights: [] } });
      return undefined;
    });
    renderWith(<IntelligenceHub />);
    expect(await screen.findByText('No insights yet')).toBeTruthy();
    push('engine:insight', {
      engineId: 'deployment',
      title: 'Austin Roofing failed its last health check',
      detail: 'HTTP 500.',
      insightId: 'i9',
      runId: 'r9',
      severity: 'critical',
      link: '/deployment',
      siteId: 's1',
      figures: [{ label: 'HTTP status', value: 500 }],
      createdAt: new Date().toISOString(),
    });
    const feed = screen.getByTestId('insights-feed');
    expect(await within(feed).findByText('Austin Roofing failed its last health check')).toBeTruthy();
    expect(within(within(feed).getByTestId('engine-insight')).getByText('Critical')).toBeTruthy();
    fireEvent.change(within(feed).getByLabelText('Severity'), { target: { value: 'info' } });
    expect(within(feed).queryByText('Austin Roofing failed its last health check')).toBeNull();
    expect(within(feed).getByText('No insight of this severity')).toBeTruthy();
  });

  it('shows the exact messages when the status or a run request fails', async () => {
    routeFetch(({ method, path }) => {
      if (path === '/api/intelligence-engines/status')
        return jsonResponse(
          { success: false, error: 'internal_error', message: 'Internal server error' },
          500,
        );
      if (path.startsWith('/api/intelligence-engines/insights'))
        return jsonResponse({ success: true, data: { insights: [] } });
      if (method === 'POST')
        return jsonResponse(
          { success: false, error: 'service_unavailable', message: 'Causal Framework is not available' },
          503,
        );
      return undefined;
    });
    renderWith(<IntelligenceHub />);
    expect(await screen.findByText(/Failed to fetch engine statuses/)).toBeTruthy();
    cleanup();
    renderWith(<EnginePanel engineId="causal" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Run Causal Framework' }));
    expect(
      await screen.findByText(/Failed to execute engine action: Causal Framework is not available/),
    ).toBeTruthy();
  });
});
