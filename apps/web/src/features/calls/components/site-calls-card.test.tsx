import type { CallTracking, SiteCalls } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { SiteCallsCard } from './site-calls-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tracking: CallTracking = {
  key: { configured: true, accountSidHint: 'AC…1a2b', savedAt: '2026-11-27T08:00:00.000Z' },
  numbers: [],
  consent: { states: ['CA'], source: 'RCFP' },
  prices: {
    numberPerMonth: 1.15,
    inboundPerMinute: 0.0085,
    forwardPerMinute: 0.014,
    recordingPerMinute: 0.0025,
    source: 'Twilio',
  },
};
const number = {
  siteId: 's1',
  siteName: 'Roofing',
  phoneNumber: '+14155550110',
  display: '(415) 555-0110',
  bought: true,
  recording: true,
  state: 'CA',
  allPartyConsent: true,
  createdAt: '2026-11-27T08:00:00.000Z',
};
const call = (over: Partial<SiteCalls['calls'][number]>) => ({
  id: 'c1',
  siteId: 's1',
  trackingNumber: '(415) 555-0110',
  from: '(512) 555-0188',
  to: '(512) 555-0177',
  status: 'completed' as const,
  durationSeconds: 75,
  qualified: true,
  leadId: 'l1',
  recordingUrl: null,
  createdAt: '2026-11-27T08:00:00.000Z',
  ...over,
});

function renderCard(site: SiteCalls) {
  routeFetch((c) => {
    if (c.path === '/api/calls/sites/s1') return jsonResponse({ success: true, data: site });
    if (c.path === '/api/calls/tracking') return jsonResponse({ success: true, data: tracking });
    return undefined;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SiteCallsCard siteId="s1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SiteCallsCard', () => {
  it('without Twilio counts call clicks and says they are not calls', async () => {
    renderCard({
      configured: false,
      trackingNumber: null,
      state: 'TX',
      allPartyConsent: false,
      callMinSeconds: 60,
      calls: [],
      callClicks30d: 7,
    });
    const clicks = await screen.findByTestId('call-clicks');
    expect(clicks.textContent).toBe('Call clicks (30 days): 7');
    expect(screen.getByText(/Taps on the call buttons, not calls/)).toBeTruthy();
    expect(screen.queryByText('Recent calls')).toBeNull();
  });

  it('shows the number, the consent notice and each call as a lead or not', async () => {
    renderCard({
      configured: true,
      trackingNumber: number,
      state: 'CA',
      allPartyConsent: true,
      callMinSeconds: 60,
      calls: [call({}), call({ id: 'c2', durationSeconds: 20, qualified: false, leadId: null })],
      callClicks30d: 0,
    });
    expect((await screen.findByTestId('tracking-number')).textContent).toContain('(415) 555-0110');
    expect(screen.getByTestId('consent-note').textContent).toMatch(
      /CA requires every party’s consent.*This call may be recorded/,
    );
    expect(screen.getByText(/A call of 60 s or more is a lead/)).toBeTruthy();
    expect(screen.getByTestId('call-lead').getAttribute('href')).toBe('#lead-l1');
    expect(screen.getByText('Not a lead')).toBeTruthy();
    expect(screen.getByText(/1:15/)).toBeTruthy();
  });
});
