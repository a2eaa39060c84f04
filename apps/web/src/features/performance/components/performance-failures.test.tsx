import { MESSAGES, type Milestone } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { MilestonesCard } from './milestones-list';
import { PredictionCard } from './prediction-card';

// The failure messages of the forecast and milestones (docs/product/web.md#failure-messages): the
// server's message when it gives one, else the MESSAGES default.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const wrap = (ui: ReactNode) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
};

const SITE = '11111111-1111-4111-8111-111111111111';

describe('forecast failures', () => {
  it("a failed predictions read says 'Failed to fetch predictions'", async () => {
    routeFetch(() => jsonResponse({ success: false }, 500));
    wrap(<PredictionCard websiteId={SITE} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.fetchPredictionsFailed);
  });

  it("a failed recalculation says 'Failed to calculate predictions', even when the read failed too", async () => {
    routeFetch(() => jsonResponse({ success: false }, 500));
    wrap(<PredictionCard websiteId={SITE} />);
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Recalculate' }));
    expect(await screen.findByText(MESSAGES.calculatePredictionsFailed)).toBeTruthy();
  });

  it("a recalculation refused with a message shows the server's message", async () => {
    routeFetch(({ method }) =>
      method === 'POST' ? jsonResponse({ success: false, message: 'Site not found' }, 404) : undefined,
    );
    wrap(<PredictionCard websiteId={SITE} />);
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Recalculate' }));
    expect(await screen.findByText('Site not found')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.calculatePredictionsFailed)).toBeNull();
  });
});

describe('milestone failures', () => {
  const milestone: Milestone = {
    id: 'm1',
    siteId: SITE,
    siteName: 'Roofing Boise',
    kind: 'first_lead',
    title: 'First lead',
    status: 'achieved',
    progress: 1,
    target: 1,
    achievedAt: '2026-11-21T10:00:00.000Z',
    acknowledged: false,
    note: null,
  };

  it("a failed update says 'Failed to update milestone'", async () => {
    routeFetch(({ method }) =>
      method === 'GET'
        ? jsonResponse({ success: true, data: [milestone] })
        : jsonResponse({ success: false }, 500),
    );
    wrap(<MilestonesCard websiteId={SITE} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Acknowledge First lead' }));
    expect(await screen.findByText(MESSAGES.updateMilestoneFailed)).toBeTruthy();
  });
});
