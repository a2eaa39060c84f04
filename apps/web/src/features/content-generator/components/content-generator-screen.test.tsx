import type { ContentDraft } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { ContentGeneratorScreen } from './content-generator-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderScreen(url = '/content-generator') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <ContentGeneratorScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const limits = (llm: boolean) =>
  jsonResponse({ success: true, data: { limits: [{ key: 'llmUsdPerMonth', applies: llm }] } });

const site = { id: '11111111-1111-4111-8111-111111111111', name: 'Austin Roofing', status: 'live' };

function draftOf(over: Partial<ContentDraft> = {}): ContentDraft {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    keyword: 'roof repair',
    place: { placeId: '4805000', name: 'Austin', state: 'TX' },
    siteId: site.id,
    verticalSlug: 'roofing',
    verticalName: 'Roofing',
    writer: 'built-in',
    title: 'Roof Repair in Austin, TX | Austin Roofing',
    description: 'Roof repair in Austin.',
    h1: 'Roof Repair in Austin, TX',
    intro: 'We fix roofs in Austin.',
    sections: [{ heading: 'What we fix', body: 'Leaks and flashing.' }],
    faq: [{ q: 'How long?', a: 'A day.' }],
    scores: {
      overall: 71,
      parts: [
        {
          id: 'keywordCoverage',
          label: 'Keyword coverage',
          score: 90,
          weight: 35,
          reasons: ['"roof repair" is in the title'],
        },
        {
          id: 'readability',
          label: 'Readability',
          score: 80,
          weight: 20,
          reasons: ['Flesch reading ease 65'],
        },
        {
          id: 'structure',
          label: 'Structure',
          score: 50,
          weight: 25,
          reasons: ['1 section with a heading and a body'],
        },
        { id: 'uniqueness', label: 'Uniqueness', score: 60, weight: 20, reasons: ['Closest of 12 pages'] },
      ],
      words: 320,
      flesch: 65,
      closest: {
        siteId: site.id,
        siteName: 'Austin Roofing',
        path: '/roof-repair/',
        url: 'http://localhost/s/austin/roof-repair/',
        similarity: 0.4,
      },
      pagesCompared: 12,
      terms: [],
    },
    status: 'draft',
    savedPath: null,
    savedVersionId: null,
    savedUrl: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...over,
  };
}

describe('ContentGeneratorScreen', () => {
  it('works for a new account: no drafts, no sites, the built-in writer only', async () => {
    routeFetch(({ path }) => {
      if (path.startsWith('/api/websites')) return jsonResponse({ success: true, data: [] });
      if (path === '/api/limits') return limits(false);
      if (path === '/api/content-generator/drafts') return jsonResponse({ success: true, data: [] });
      return undefined;
    });
    renderScreen('/content-generator?keyword=roof%20repair');
    expect(await screen.findByText('No drafts yet')).toBeTruthy();
    expect(screen.getByText(/saving it needs a hosted site/)).toBeTruthy();
    expect(await screen.findByText(/no LLM is configured/)).toBeTruthy();
    expect((screen.getByLabelText('Keyword') as HTMLInputElement).value).toBe('roof repair');
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Pick a place, or a site whose place the page is for')).toBeTruthy();
  });

  it('generates for a site, shows the scores with the closest page, and re-scores an edit', async () => {
    let current = draftOf();
    const { calls } = routeFetch(({ method, path, body }) => {
      if (path.startsWith('/api/websites')) return jsonResponse({ success: true, data: [site] });
      if (path === '/api/limits') return limits(true);
      if (path === '/api/content-generator/drafts' && method === 'GET')
        return jsonResponse({ success: true, data: [] });
      if (path === '/api/content-generator/drafts' && method === 'POST')
        return jsonResponse({ success: true, data: current }, 201);
      if (path === `/api/content-generator/drafts/${current.id}` && method === 'PATCH') {
        const patch = body as Partial<ContentDraft>;
        current = draftOf({ ...patch, scores: { ...current.scores, overall: 55 } });
        return jsonResponse({ success: true, data: current });
      }
      if (path === `/api/content-generator/drafts/${current.id}`)
        return jsonResponse({ success: true, data: current });
      return undefined;
    });
    renderScreen(`/content-generator?keyword=roof%20repair&siteId=${site.id}`);
    expect(await screen.findByRole('button', { name: 'LLM' })).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('Site (optional)') as HTMLSelectElement).value).toBe(site.id),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Keyword coverage')).toBeTruthy();
    expect(screen.getByLabelText('Overall (weighted): 71 out of 100')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Austin Roofing /roof-repair/' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      keyword: 'roof repair',
      siteId: site.id,
      writer: 'built-in',
    });
    const title = screen.getByLabelText('Title') as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Roof repair you can trust' } });
    expect(screen.getByText(/^25 characters/)).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Overall (weighted): 55 out of 100')).toBeTruthy(), {
      timeout: 3000,
    });
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ title: 'Roof repair you can trust' });
    expect(screen.getByRole('button', { name: 'Save and deploy' })).toBeTruthy();
  });
});
