import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, jsonResponse, routeFetch } from '@/lib/test-utils';
import { site, version } from '../test/fixtures';
import { PagesPanel } from './pages-panel';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const page = (path: string, kind: string, over: Record<string, unknown> = {}) => ({
  path,
  title: `Title of ${path}`,
  words: 420,
  kind,
  editable: kind !== 'privacy',
  overridden: false,
  ...over,
});

const homeContent = {
  title: 'Roofing in Boise | Acme',
  description: 'Free quotes.',
  h1: 'Roofing in Boise',
  intro: 'Roofers of Boise.',
  sections: [
    {
      heading: 'Services',
      paragraphs: ['We fix roofs.'],
      list: [{ text: 'Roof repair', href: '/roof-repair/' }],
    },
    { heading: 'Why us', paragraphs: ['Local crews.'] },
  ],
  faqs: [{ q: 'How long?', a: 'A day.' }],
};

/** A server of one site: versions grow with each save or reset; the home page may be edited. */
function fakeServer(opts: { editable?: boolean } = {}) {
  let number = 1;
  let edited: typeof homeContent | null = null;
  const previews: FetchCall[] = [];
  const { calls } = routeFetch((c) => {
    const url = new URL(c.path, 'http://localhost');
    if (c.method === 'GET' && url.pathname === '/api/sites/s1/pages')
      return jsonResponse({
        success: true,
        data: {
          versionId: `v${number}`,
          versionNumber: number,
          editable: opts.editable ?? true,
          threshold: 0.5,
          pages: [
            page('/', 'home', { overridden: !!edited }),
            page('/roof-repair/', 'service'),
            page('/privacy/', 'privacy'),
          ],
        },
      });
    if (c.method === 'GET' && url.pathname === '/api/sites/s1/pages/content') {
      const path = url.searchParams.get('path');
      const content =
        path === '/' ? (edited ?? homeContent) : { ...homeContent, h1: 'Roof repair in Boise', faqs: [] };
      return jsonResponse({
        success: true,
        data: { path, kind: 'home', overridden: path === '/' && !!edited, updatedAt: null, content },
      });
    }
    if (c.method === 'POST' && url.pathname === '/api/sites/s1/pages/preview') {
      previews.push(c);
      const body = c.body as { content: typeof homeContent };
      const copy = body.content.h1.includes('Copy');
      return jsonResponse({
        success: true,
        data: {
          words: 30,
          maxSimilarity: copy ? 0.72 : 0.18,
          closestPath: '/roof-repair/',
          threshold: 0.5,
          overThreshold: copy,
        },
      });
    }
    if (c.method === 'PUT' && url.pathname === '/api/sites/s1/pages/content') {
      edited = (c.body as { content: typeof homeContent }).content;
      number += 1;
      return jsonResponse({ success: true, data: version({ number, id: `v${number}` }) });
    }
    if (c.method === 'DELETE' && url.pathname === '/api/sites/s1/pages/content') {
      edited = null;
      number += 1;
      return jsonResponse({ success: true, data: version({ number, id: `v${number}` }) });
    }
    if (c.method === 'GET' && url.pathname.startsWith('/api/sites/s1'))
      return jsonResponse({ success: true, data: c.path.includes('versions') ? [] : site() });
  });
  return { calls, previews };
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PagesPanel site={site()} />
    </QueryClientProvider>,
  );
}

const headline = () => screen.findByLabelText('Headline') as Promise<HTMLInputElement>;

describe('PagesPanel', () => {
  it('lists the content pages and opens the home page with its words and similarity', async () => {
    fakeServer();
    renderPanel();
    const list = await screen.findByTestId('edit-page-list');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Title of /'), expect.stringContaining('Title of /roof-repair/')]);
    expect((await headline()).value).toBe('Roofing in Boise');
    expect(screen.getByLabelText('Section 1 heading')).toBeTruthy();
    expect(screen.getByText(/Keeps its 1 generated item: Roof repair/)).toBeTruthy();
    expect(screen.getByTestId('page-words').textContent).toBe('20 words');
    await screen.findByText('Closest page /roof-repair/: 18% similar (limit 50%)');
    expect((screen.getByRole('button', { name: 'Save as new version' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('checks the edited draft after a pause, warns over the limit, and saves a new version', async () => {
    const { calls, previews } = fakeServer();
    renderPanel();
    fireEvent.change(await headline(), { target: { value: 'Copy of a service page' } });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    const warning = await screen.findByText(/reads too much like \/roof-repair\//, {}, { timeout: 3000 });
    expect(warning.getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('page-check').dataset.over).toBe('true');
    const last = previews.at(-1)!.body as { path: string; content: { h1: string } };
    expect(last.content.h1).toBe('Copy of a service page');

    fireEvent.change(screen.getByLabelText('Headline'), { target: { value: 'Boise roofs done right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as new version' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!.body as { path: string; content: typeof homeContent };
    expect(put.path).toBe('/');
    expect(put.content).toEqual({ ...homeContent, h1: 'Boise roofs done right' });
    // The new version's words are read again: edited, nothing unsaved.
    await screen.findByTestId('page-edited');
    expect((await headline()).value).toBe('Boise roofs done right');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset to generated' })).toBeTruthy();
  });

  it('adds, moves and removes sections and questions with labelled buttons', async () => {
    const { calls } = fakeServer();
    renderPanel();
    await headline();
    fireEvent.click(screen.getByRole('button', { name: 'Move section 2 up' }));
    expect((screen.getByLabelText('Section 1 heading') as HTMLInputElement).value).toBe('Why us');
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    const added = screen.getByLabelText('Section 3 heading');
    await waitFor(() => expect(document.activeElement).toBe(added));
    fireEvent.change(added, { target: { value: 'Storm damage' } });
    fireEvent.change(screen.getByLabelText('Section 3, paragraph 1'), {
      target: { value: 'We tarp roofs fast.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove paragraph 1 of section 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    fireEvent.change(screen.getByLabelText('Question 1'), { target: { value: 'Do you work weekends?' } });
    fireEvent.change(screen.getByLabelText('Answer 1'), { target: { value: 'Ask when you call.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as new version' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!.body as { content: typeof homeContent };
    expect(put.content.sections).toEqual([
      { heading: 'Why us', paragraphs: [] },
      homeContent.sections[0],
      { heading: 'Storm damage', paragraphs: ['We tarp roofs fast.'] },
    ]);
    expect(put.content.faqs).toEqual([{ q: 'Do you work weekends?', a: 'Ask when you call.' }]);
  });

  it('does not save or check a draft with an empty headline, and names what to fix', async () => {
    const { calls } = fakeServer();
    renderPanel();
    fireEvent.change(await headline(), { target: { value: '  ' } });
    await screen.findByText(/To fix before saving: Headline is empty/, {}, { timeout: 3000 });
    expect((screen.getByRole('button', { name: 'Save as new version' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect((await headline()).value).toBe('Roofing in Boise');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('asks before another page replaces unsaved edits', async () => {
    fakeServer();
    renderPanel();
    fireEvent.change(await headline(), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('button', { name: /Title of \/roof-repair\// }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await headline()).value).toBe('Changed');
    fireEvent.click(screen.getByRole('button', { name: /Title of \/roof-repair\// }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard and open' }),
    );
    await waitFor(() =>
      expect((screen.getByLabelText('Headline') as HTMLInputElement).value).toBe('Roof repair in Boise'),
    );
  });

  it('resets an edited page after confirming', async () => {
    const { calls } = fakeServer();
    renderPanel();
    fireEvent.change(await headline(), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as new version' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset to generated' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset to generated' }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith('path=%2F'))).toBe(true),
    );
    await waitFor(() =>
      expect((screen.getByLabelText('Headline') as HTMLInputElement).value).toBe('Roofing in Boise'),
    );
    expect(screen.queryByTestId('page-edited')).toBeNull();
  });

  it('explains a version built before page editing, and shows load errors with a retry', async () => {
    fakeServer({ editable: false });
    renderPanel();
    await screen.findByTestId('pages-not-editable');
    cleanup();
    routeFetch(() => jsonResponse({ success: false, error: 'not_found', message: 'Site not found' }, 404));
    renderPanel();
    await screen.findByText('Site not found');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
