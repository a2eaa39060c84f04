import { MESSAGES } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { PipelineStrip } from './pipeline-strip';

vi.mock('@/lib/realtime', () => ({ useRealtimeEvent: () => {} }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderStrip = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PipelineStrip />
    </QueryClientProvider>,
  );

describe('pipeline status failure', () => {
  it("says 'Pipeline failed' with the server's message", async () => {
    routeFetch(() => jsonResponse({ success: false, message: 'Database unavailable' }, 503));
    renderStrip();
    expect((await screen.findByRole('alert')).textContent).toContain(
      `${MESSAGES.pipelineFailed}: Database unavailable`,
    );
  });

  it("says 'Pipeline failed' when the server gives no message", async () => {
    routeFetch(() => jsonResponse({ success: false }, 500));
    renderStrip();
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.pipelineFailed);
  });
});
