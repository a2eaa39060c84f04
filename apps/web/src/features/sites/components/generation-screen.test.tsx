import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { site } from '../test/fixtures';
import { GenerationScreen } from './generation-screen';

const market = {
  id: 'roofing~1608000',
  vertical: 'Roofing',
  city: 'Boise',
  state: 'ID',
  payout: 150,
  tier: 2 as const,
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderScreen(siteId: string | null, onGenerated = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GenerationScreen
        market={market}
        siteId={siteId}
        onGenerated={onGenerated}
        onDiscard={vi.fn()}
        actions={() => <button type="button">Continue to deploy</button>}
      />
    </QueryClientProvider>,
  );
  return onGenerated;
}

describe('GenerationScreen', () => {
  it('generates with the chosen template and business, showing progress, and reports the site', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { calls } = routeFetch(async (c) => {
      if (c.method === 'GET' && c.path.startsWith('/api/sites?'))
        return jsonResponse({ success: true, data: [] });
      if (c.method === 'POST' && c.path === '/api/sites') {
        await gate;
        return jsonResponse({ success: true, data: site({ template: 'bold' }) }, 201);
      }
    });
    const onGenerated = renderScreen(null);
    expect(screen.getByText('Roofing')).toBeTruthy();
    const bold = screen.getByRole('radio', { name: /Bold/ });
    fireEvent.click(bold);
    expect((bold as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Business name'), { target: { value: 'Acme Roofing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate site' }));
    await screen.findByText(/Generating…/);
    expect((screen.getByRole('button', { name: 'Generate site' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(onGenerated).toHaveBeenCalled());
    expect(onGenerated.mock.calls[0]?.[1]).toBe('bold');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'goldmine',
      opportunityId: 'roofing~1608000',
      template: 'bold',
      business: { name: 'Acme Roofing' },
    });
  });

  it('offers a site already built for the market instead of building another', async () => {
    const { calls } = routeFetch((c) =>
      c.path === '/api/sites?type=goldmine&limit=500'
        ? jsonResponse({ success: true, data: [site({ id: 's9', status: 'live' })] })
        : undefined,
    );
    const onGenerated = renderScreen(null);
    const note = await screen.findByTestId('existing-site');
    expect(note.textContent).toContain('Roofing in Boise, ID');
    fireEvent.click(screen.getByRole('button', { name: 'Use that site' }));
    expect(onGenerated.mock.calls[0]?.[0].id).toBe('s9');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's message when generation fails", async () => {
    routeFetch((c) =>
      c.method === 'POST'
        ? jsonResponse({ success: false, error: 'Conflict', message: 'A site for this market exists' }, 409)
        : undefined,
    );
    renderScreen(null);
    fireEvent.click(screen.getByRole('button', { name: 'Generate site' }));
    await screen.findByText('A site for this market exists');
  });

  it('loads an existing site: figures, similarity in words, pages and preview', async () => {
    routeFetch((c) => {
      if (c.path === '/api/sites/s1') return jsonResponse({ success: true, data: site() });
      if (c.path.includes('/versions/') && c.path.endsWith('/pages'))
        return jsonResponse({
          success: true,
          data: [
            {
              path: '/',
              file: 'index.html',
              title: 'Home',
              description: '',
              canonical: '',
              words: 400,
              indexable: true,
              variant: 0,
              previewUrl: 'about:blank#home',
            },
            {
              path: '/faq/',
              file: 'faq/index.html',
              title: 'FAQ',
              description: '',
              canonical: '',
              words: 150,
              indexable: true,
              variant: 1,
              previewUrl: 'about:blank#faq',
            },
          ],
        });
    });
    renderScreen('s1');
    await screen.findByText('Max page similarity 31% (limit 50%)');
    expect(screen.getByText('104 ms')).toBeTruthy();
    const iframe = (await screen.findByTitle('Preview of Home')) as HTMLIFrameElement;
    expect(iframe.getAttribute('src')).toBe('about:blank#home');
    fireEvent.click(screen.getByRole('button', { name: /FAQ/ }));
    expect(screen.getByTitle('Preview of FAQ').getAttribute('src')).toBe('about:blank#faq');
    expect(screen.getByText('Continue to deploy')).toBeTruthy();
  });
});
