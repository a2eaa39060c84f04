import type { DeploymentJob, Site } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import { type DeployAction, type DeployState, deployReducer, INITIAL_DEPLOY_STATE } from './deploy-state';

const job = (over: Partial<DeploymentJob> = {}): DeploymentJob => ({
  id: 'j1',
  kind: 'deploy',
  status: 'queued',
  progress: 0,
  sitesPlanned: 1,
  sitesDeployed: 0,
  errors: [],
  startedAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  finishedAt: null,
  siteIds: [],
  ...over,
});
const site = (over: Partial<Site>) => ({ status: 'draft', liveVersionId: null, ...over }) as Site;
const run = (...actions: DeployAction[]) => actions.reduce<DeployState>(deployReducer, INITIAL_DEPLOY_STATE);
const start: DeployAction = { type: 'start', targetVersionId: 'v2' };

describe('deployReducer', () => {
  it('follows a job through progress events to live', () => {
    let s = run(start, { type: 'accepted', response: { job: job() } });
    expect(s).toMatchObject({ phase: 'running', jobId: 'j1', progress: 0 });
    s = deployReducer(s, {
      type: 'progress',
      event: { jobId: 'j1', siteId: 's1', status: 'verifying', progress: 80, message: 'Checking' },
    });
    expect(s).toMatchObject({ phase: 'running', progress: 80, message: 'Checking' });
    // Another job's event and a lower progress do not move the bar back.
    s = deployReducer(s, { type: 'progress', event: { jobId: 'j9', status: 'building', progress: 95 } });
    s = deployReducer(s, { type: 'progress', event: { jobId: 'j1', status: 'deploying', progress: 40 } });
    expect(s.progress).toBe(80);
    s = deployReducer(s, {
      type: 'completed',
      event: { jobId: 'j1', status: 'completed', completedAt: '2026-01-01T00:00:05Z' },
    });
    expect(s).toMatchObject({ phase: 'live', progress: 100 });
  });

  it('takes { job, site }: live when either says so, else follows the job', () => {
    const liveSite = site({ status: 'live', liveVersionId: 'v2' });
    expect(
      run(start, { type: 'accepted', response: { job: job({ status: 'running' }), site: liveSite } }),
    ).toMatchObject({ phase: 'live', jobId: 'j1' });
    expect(
      run(start, {
        type: 'accepted',
        response: { job: job({ status: 'completed' }), site: site({ status: 'deploying' }) },
      }).phase,
    ).toBe('live');
    expect(
      run(start, {
        type: 'accepted',
        response: { job: job({ status: 'running', progress: 40 }), site: site({ status: 'deploying' }) },
      }),
    ).toMatchObject({ phase: 'running', progress: 40, started: true });
  });

  it('is live at once when the call answers the site with the target live', () => {
    const s = run(start, {
      type: 'accepted',
      response: { site: site({ status: 'live', liveVersionId: 'v2' }) },
    });
    expect(s.phase).toBe('live');
  });

  it('keeps waiting while an older version is live, and ends when polling shows the target', () => {
    let s = run(start, {
      type: 'accepted',
      response: { site: site({ status: 'live', liveVersionId: 'v1' }) },
    });
    expect(s.phase).toBe('running');
    s = deployReducer(s, { type: 'site', site: site({ status: 'live', liveVersionId: 'v1' }) });
    expect(s.phase).toBe('running');
    s = deployReducer(s, { type: 'site', site: site({ status: 'live', liveVersionId: 'v2' }) });
    expect(s.phase).toBe('live');
  });

  it('fails on a failed job, a failed event, an error, or a site failed after deploying', () => {
    expect(
      run(start, {
        type: 'accepted',
        response: { job: job({ status: 'failed', errors: ['Health check: 500'] }) },
      }),
    ).toMatchObject({ phase: 'failed', error: 'Health check: 500' });
    expect(
      run(start, {
        type: 'progress',
        event: { jobId: 'j1', siteId: 's1', status: 'failed', progress: 50, message: 'Boom' },
      }),
    ).toMatchObject({ phase: 'failed', error: 'Boom' });
    expect(run(start, { type: 'error', message: 'Nope' })).toMatchObject({ phase: 'failed', error: 'Nope' });
    // A site still 'failed' from an earlier attempt does not end a new deploy...
    let s = run(
      start,
      { type: 'accepted', response: { job: job() } },
      { type: 'site', site: site({ status: 'failed' }) },
    );
    expect(s.phase).toBe('running');
    // ...but once it was seen deploying, it does.
    s = deployReducer(s, { type: 'site', site: site({ status: 'deploying' }) });
    s = deployReducer(s, { type: 'site', site: site({ status: 'failed' }) });
    expect(s.phase).toBe('failed');
  });

  it('ignores events when idle and resets', () => {
    const s = run({ type: 'progress', event: { jobId: 'j1', status: 'building', progress: 10 } });
    expect(s).toEqual(INITIAL_DEPLOY_STATE);
    expect(run(start, { type: 'reset' })).toEqual(INITIAL_DEPLOY_STATE);
    expect(
      run(start, { type: 'accepted', response: { job: job({ status: 'completed', progress: 100 }) } }).phase,
    ).toBe('live');
  });
});
