import type { ImplementationProgress } from '@sdp/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, jsonResponse, routeFetch } from '@/lib/test-utils';
import {
  analytics,
  OPP,
  ok,
  opportunity,
  progress,
  renderWithRouter,
  STEP1,
  STEP2,
  step,
} from '../test/fixtures';
import { SeoOpportunityDetail } from './seo-opportunity-detail';

vi.mock('@/lib/realtime', () => ({
  useRealtimeEvent: () => {},
  usePlainWs: () => ({ client: null, state: null }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BASE = `/api/opportunities/${OPP}`;

/** The detail's three reads, and `extra` for the calls under test. */
function serve(
  state: {
    opp: ReturnType<typeof opportunity>;
    progress: ImplementationProgress;
    analytics: ReturnType<typeof analytics>;
  },
  extra: (call: FetchCall) => Response | Promise<Response> | undefined = () => undefined,
) {
  return routeFetch((call) => {
    if (call.method === 'GET' && call.path === BASE) return jsonResponse(ok(state.opp));
    if (call.method === 'GET' && call.path === `${BASE}/implementation-progress`)
      return jsonResponse(ok(state.progress));
    if (call.method === 'GET' && call.path === `${BASE}/analytics`) return jsonResponse(ok(state.analytics));
    return extra(call);
  });
}

const status = () =>
  within(screen.getByTestId('opportunity-detail')).getAllByTestId('opportunity-status')[0]!;

describe('SeoOpportunityDetail', () => {
  it('shows what, why, the effect with its basis, evidence and affected URLs as links', async () => {
    serve({ opp: opportunity(), progress: progress(), analytics: analytics() });
    renderWithRouter(<SeoOpportunityDetail id={OPP} onClose={() => {}} />);
    const detail = await screen.findByTestId('opportunity-detail');
    expect(
      await within(detail).findByRole('heading', { name: 'Titles missing the city on 3 pages' }),
    ).toBeTruthy();
    expect(within(detail).getByTestId('detail-effect').textContent).toBe('+12-30 clicks/month, estimate');
    expect(within(detail).getByText(/Basis: CTR curve at position 12 -> 8/)).toBeTruthy();
    expect(within(detail).getByText('Pages without city')).toBeTruthy();
    expect(
      within(detail)
        .getByRole('link', { name: /roof-repair/ })
        .getAttribute('href'),
    ).toBe('https://austin-roofing.example/roof-repair/');
    expect(within(detail).getAllByTestId('opportunity-step')).toHaveLength(2);
    expect(await within(detail).findByTestId('analytics-not-implemented')).toBeTruthy();
  });

  it('becomes implementing the moment Implement is clicked, then takes the status the server returns', async () => {
    const state = { opp: opportunity(), progress: progress(), analytics: analytics() };
    let answer: (r: Response) => void = () => {};
    const { calls } = serve(state, (call) =>
      call.method === 'POST' && call.path === `${BASE}/implement`
        ? new Promise<Response>((r) => (answer = r))
        : undefined,
    );
    renderWithRouter(<SeoOpportunityDetail id={OPP} onClose={() => {}} />);
    fireEvent.click(await screen.findByTestId('implement-button'));
    await waitFor(() => expect(status().textContent).toBe('Implementing'));
    expect(screen.getByTestId('implementation-progress')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === `${BASE}/implement`)).toBe(true);

    const running = progress({
      opportunityStatus: 'implementing',
      implementationId: 'i1',
      status: 'running',
      progress: 50,
      currentStepId: STEP2,
      steps: [
        step({ status: 'completed', result: { title: 'Roof repair in Austin, TX' } }),
        step({ id: STEP2, title: 'Deploy', status: 'running' }),
      ],
    });
    state.opp = opportunity({ status: 'implementing' });
    state.progress = running;
    await act(async () => answer(jsonResponse(ok(running), 202)));
    await waitFor(() =>
      expect(
        screen.getByRole('progressbar', { name: 'Implementation progress' }).getAttribute('aria-valuenow'),
      ).toBe('50'),
    );
    expect(screen.getByText('Roof repair in Austin, TX')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it("puts the status back and shows the server's message (or 'Failed to implement opportunity') when it fails", async () => {
    let reply = jsonResponse({ success: false, message: 'The site has no live version' }, 409);
    serve({ opp: opportunity(), progress: progress(), analytics: analytics() }, (call) =>
      call.method === 'POST' && call.path === `${BASE}/implement` ? reply : undefined,
    );
    renderWithRouter(<SeoOpportunityDetail id={OPP} onClose={() => {}} />);
    fireEvent.click(await screen.findByTestId('implement-button'));
    expect((await screen.findByTestId('implement-error')).textContent).toBe('The site has no live version');
    await waitFor(() => expect(status().textContent).toBe('Open'));
    reply = jsonResponse({}, 500);
    fireEvent.click(screen.getByTestId('implement-button'));
    await waitFor(() =>
      expect(screen.getByTestId('implement-error').textContent).toBe('Failed to implement opportunity'),
    );
  });

  it('asks for a reason before skipping a step, and sends it', async () => {
    const manual = opportunity({
      automated: false,
      status: 'implementing',
      steps: [step({ automated: false, action: 'manual', title: 'Ask three customers for reviews' })],
    });
    const running = progress({
      opportunityStatus: 'implementing',
      implementationId: 'i1',
      status: 'running',
      progress: 0,
      currentStepId: STEP1,
      steps: manual.steps,
    });
    const { calls } = serve({ opp: manual, progress: running, analytics: analytics() }, (call) =>
      call.method === 'POST' && call.path === `${BASE}/steps/${STEP1}/skip`
        ? jsonResponse(
            ok({
              ...running,
              steps: [{ ...manual.steps[0]!, status: 'skipped', reason: 'Done last month' }],
            }),
          )
        : undefined,
    );
    renderWithRouter(<SeoOpportunityDetail id={OPP} onClose={() => {}} />);
    const item = await screen.findByTestId('opportunity-step');
    expect(within(item).getByRole('button', { name: /Complete/ })).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Skip' }));
    const form = await screen.findByTestId('skip-step-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Skip step' }));
    expect(within(form).getByText('Give a reason for skipping this step')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Skip step' }));
    expect(calls.some((c) => c.path.endsWith('/skip'))).toBe(false);

    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Done last month' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Skip step' }));
    await waitFor(() => expect(screen.queryByTestId('skip-step-form')).toBeNull());
    expect(calls.find((c) => c.path.endsWith('/skip'))?.body).toEqual({ reason: 'Done last month' });
  });

  it('confirms before cancelling a running implementation', async () => {
    const running = progress({
      opportunityStatus: 'implementing',
      implementationId: 'i1',
      status: 'running',
      progress: 20,
    });
    const { calls } = serve(
      { opp: opportunity({ status: 'implementing' }), progress: running, analytics: analytics() },
      (call) =>
        call.method === 'POST' && call.path === `${BASE}/cancel`
          ? jsonResponse(ok({ ...running, opportunityStatus: 'cancelled', status: 'cancelled' }))
          : undefined,
    );
    renderWithRouter(<SeoOpportunityDetail id={OPP} onClose={() => {}} />);
    await screen.findByRole('progressbar', { name: 'Implementation progress' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path.endsWith('/cancel'))).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel implementation' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/cancel'))).toBe(true));
  });

  it("says it is too early with the server's sentence, and compares once ready", async () => {
    const state = {
      opp: opportunity({ status: 'implemented', implementedAt: '2026-11-20T10:00:00.000Z' }),
      progress: progress({
        opportunityStatus: 'implemented',
        implementationId: 'i1',
        status: 'completed',
        progress: 100,
      }),
      analytics: analytics({
        state: 'too-early',
        implementedAt: '2026-11-20T10:00:00.000Z',
        visitors: {
          before: { days: 14, total: 280, perDay: 20 },
          after: { days: 3, total: 75, perDay: 25 },
          changePct: 25,
        },
        message: 'Too early to tell: 3 of 14 days since it went live.',
      }),
    };
    serve(state);
    const view = renderWithRouter(<SeoOpportunityDetail id={OPP} onClose={() => {}} />);
    const early = await screen.findByTestId('analytics-too-early');
    expect(early.textContent).toBe('Too early to tell: 3 of 14 days since it went live.');
    expect(screen.queryByTestId('before-after-visitors')).toBeNull();
    view.unmount();

    state.analytics = analytics({
      state: 'ready',
      implementedAt: '2026-11-01T10:00:00.000Z',
      visitors: {
        before: { days: 14, total: 280, perDay: 20 },
        after: { days: 14, total: 350, perDay: 25 },
        changePct: 25,
      },
      leads: {
        before: { days: 14, total: 7, perDay: 0.5 },
        after: { days: 14, total: 14, perDay: 1 },
        changePct: 100,
      },
      positions: [{ keyword: 'roof repair austin', before: 12, after: 7 }],
      message: 'Compared over 14 days on each side.',
    });
    renderWithRouter(<SeoOpportunityDetail id={OPP} onClose={() => {}} />);
    const visitors = await screen.findByTestId('before-after-visitors');
    expect(visitors.textContent).toContain(
      '20 a day over 14 days before, 25 a day over 14 days after (+25%)',
    );
    const table = screen.getByTestId('positions-table');
    expect(within(table).getByText('roof repair austin')).toBeTruthy();
    expect(within(table).getByText('12')).toBeTruthy();
  });
});
