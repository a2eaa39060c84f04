import type { DataExport } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { DataExportSection } from './data-export-section';

const base: DataExport = {
  id: '11111111-1111-4111-8111-111111111111',
  format: 'json',
  status: 'done',
  progress: 100,
  fileName: 'sdp-export-2030-01-02.json',
  sizeBytes: 2048,
  error: null,
  createdAt: '2030-01-02T10:00:00.000Z',
  finishedAt: '2030-01-02T10:00:05.000Z',
  expiresAt: '2030-01-09T10:00:05.000Z',
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DataExportSection />
    </QueryClientProvider>,
  );
}

describe('Data export section', () => {
  it('starts a CSV export, shows its progress, then the download once ready', async () => {
    let list: DataExport[] = [];
    const { calls } = routeFetch(({ method, path, body }) => {
      if (method === 'POST' && path === '/api/user/export') {
        const started = {
          ...base,
          id: '22222222-2222-4222-8222-222222222222',
          format: 'csv',
          status: 'queued',
          progress: 0,
        };
        list = [{ ...started, status: 'running', progress: 40 } as DataExport];
        expect(body).toEqual({ format: 'csv' });
        return jsonResponse({ success: true, data: started }, 202);
      }
      if (path === '/api/user/exports') return jsonResponse({ success: true, data: list });
    });
    renderSection();
    expect(await screen.findByText('No exports yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'CSV (zip)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start export' }));
    const bar = await screen.findByRole('progressbar', { name: 'Export progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect((screen.getByRole('button', { name: 'Start export' }) as HTMLButtonElement).disabled).toBe(true);
    list = [{ ...list[0]!, status: 'done', progress: 100, fileName: 'sdp-export.zip' }];
    const row = await screen.findByTestId('export-row', {}, { timeout: 4000 });
    expect(await within(row).findByRole('button', { name: 'Download' }, { timeout: 4000 })).toBeTruthy();
    expect(row.textContent).toContain('Ready');
    expect(row.textContent).toContain('2.0 KB');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says why a start was refused, and lists failed and expired exports', async () => {
    routeFetch(({ method }) =>
      method === 'POST'
        ? jsonResponse(
            { success: false, error: 'conflict', message: 'An export is already being prepared.' },
            409,
          )
        : jsonResponse({
            success: true,
            data: [
              { ...base, status: 'failed', error: 'The export could not be built. Please try again.' },
              { ...base, id: '33333333-3333-4333-8333-333333333333', status: 'expired' },
            ],
          }),
    );
    renderSection();
    const rows = await screen.findAllByTestId('export-row');
    expect(rows[0]!.textContent).toContain('The export could not be built');
    expect(rows[1]!.textContent).toContain('Expired');
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start export' }));
    expect(await screen.findByText('An export is already being prepared.')).toBeTruthy();
  });

  it('shows loading, then an error with Try again', async () => {
    let fail = true;
    routeFetch(() =>
      fail
        ? jsonResponse({ success: false, error: 'internal_error', message: 'Internal server error' }, 500)
        : jsonResponse({ success: true, data: [base] }),
    );
    renderSection();
    expect(screen.getByRole('status').textContent).toBe('Loading exports');
    expect(await screen.findByText(/Could not load your exports: Internal server error/)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Download' })).toBeTruthy();
  });
});
