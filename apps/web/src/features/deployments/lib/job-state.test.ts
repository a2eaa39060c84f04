import type { DeploymentJob } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import {
  applyCompleted,
  applyProgress,
  clampProgress,
  formatDuration,
  formatSiteCount,
  isActive,
  jobElapsed,
  mergeJob,
  parseOpportunityIds,
  upsertJob,
} from './job-state';

const job = (patch: Partial<DeploymentJob> = {}): DeploymentJob => ({
  id: 'j1',
  kind: 'deploy-goldmines',
  status: 'queued',
  progress: 0,
  sitesPlanned: 3,
  sitesDeployed: 0,
  errors: [],
  startedAt: null,
  createdAt: '2026-11-22T04:00:00.000Z',
  finishedAt: null,
  siteIds: [],
  ...patch,
});

describe('job state', () => {
  it('a progress event moves a job to running, with progress and counts that never go back', () => {
    let j = applyProgress(job(), {
      jobId: 'j1',
      status: 'building',
      progress: 40,
      sitesDeployed: 1,
      message: 'Building x',
    });
    expect(j).toMatchObject({ status: 'running', progress: 40, sitesDeployed: 1, message: 'Building x' });
    expect(j.startedAt).toBeTruthy();
    j = applyProgress(j, { jobId: 'j1', status: 'deploying', progress: 30, sitesDeployed: 0 });
    expect(j).toMatchObject({ progress: 40, sitesDeployed: 1, message: 'Building x' });
    j = applyProgress(j, { jobId: 'j1', status: 'verifying', progress: 250.4 });
    expect(j.progress).toBe(100);
  });

  it('ignores events of other jobs and events after the end', () => {
    const j = job();
    expect(applyProgress(j, { jobId: 'other', status: 'building', progress: 50 })).toBe(j);
    const done = job({ status: 'completed', progress: 100 });
    expect(applyProgress(done, { jobId: 'j1', status: 'building', progress: 10 })).toBe(done);
    expect(applyCompleted(done, { jobId: 'j1', status: 'failed', completedAt: 'x' })).toBe(done);
  });

  it('a failed item adds its message to the errors once', () => {
    const e = { jobId: 'j1', status: 'failed' as const, progress: 33, message: 'Roofing in Boise, ID: boom' };
    const j = applyProgress(applyProgress(job({ status: 'running' }), e), e);
    expect(j.errors).toEqual(['Roofing in Boise, ID: boom']);
  });

  it('completion finishes the job at 100%, records a single site and merges errors', () => {
    const j = applyCompleted(job({ status: 'running', progress: 66, errors: ['a'] }), {
      jobId: 'j1',
      status: 'completed',
      siteId: 's1',
      errors: ['a', 'b'],
      completedAt: '2026-11-22T04:01:00.000Z',
    });
    expect(j).toMatchObject({
      status: 'completed',
      progress: 100,
      siteIds: ['s1'],
      errors: ['a', 'b'],
      finishedAt: '2026-11-22T04:01:00.000Z',
    });
    expect(isActive(j.status)).toBe(false);
  });

  it('a cancelled completion shows as cancelled, keeping its progress', () => {
    const j = applyCompleted(job({ status: 'running', progress: 33 }), {
      jobId: 'j1',
      status: 'cancelled',
      errors: [],
      completedAt: '2026-11-22T04:01:00.000Z',
    });
    expect(j).toMatchObject({ status: 'cancelled', progress: 33, errors: [] });
  });

  it('a fresh API answer wins when it is final; while running the further progress is kept', () => {
    const shown = { ...job({ status: 'running', progress: 66, sitesDeployed: 2 }), message: 'Deploying' };
    expect(mergeJob(shown, job({ status: 'running', progress: 33, sitesDeployed: 1 }))).toMatchObject({
      progress: 66,
      sitesDeployed: 2,
      message: 'Deploying',
    });
    expect(mergeJob(shown, job({ status: 'queued' })).status).toBe('running');
    const final = job({ status: 'completed', progress: 100, sitesDeployed: 3 });
    expect(mergeJob(shown, final)).toBe(final);
    // Realtime already finished it; a slower poll still saying running does not undo that.
    const finished = job({ status: 'completed', progress: 100 });
    expect(mergeJob(finished, job({ status: 'running', progress: 90 }))).toBe(finished);
  });

  it('upserts a job in a list, newest first', () => {
    const a = job({ id: 'a' });
    const b = job({ id: 'b' });
    expect(upsertJob(undefined, a)).toEqual([a]);
    expect(upsertJob([a], b).map((j) => j.id)).toEqual(['b', 'a']);
    const a2 = job({ id: 'a', progress: 50 });
    expect(upsertJob([b, a], a2)).toEqual([b, a2]);
  });
});

describe('formatting', () => {
  it('clamps and rounds progress', () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(33.4)).toBe(33);
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(clampProgress(undefined)).toBe(0);
  });

  it('counts sites and durations in words', () => {
    expect(formatSiteCount(2, 3)).toBe('2 of 3 sites deployed');
    expect(formatSiteCount(1, 1)).toBe('1 of 1 site deployed');
    expect(formatDuration(45_000)).toBe('45 s');
    expect(formatDuration(185_000)).toBe('3 min 5 s');
    expect(formatDuration(120_000)).toBe('2 min');
    expect(formatDuration(3_720_000)).toBe('1 h 2 min');
    expect(formatDuration(-1)).toBe('–');
  });

  it('measures elapsed time until the end, or until now while running', () => {
    expect(jobElapsed(job())).toBeNull();
    expect(
      jobElapsed(job({ startedAt: '2026-11-22T04:00:00.000Z', finishedAt: '2026-11-22T04:00:30.000Z' })),
    ).toBe('30 s');
    expect(
      jobElapsed(job({ startedAt: '2026-11-22T04:00:00.000Z' }), Date.parse('2026-11-22T04:02:00.000Z')),
    ).toBe('2 min');
  });

  it('reads pasted opportunity ids (lines, commas, spaces), deduplicated, and names the bad ones', () => {
    expect(parseOpportunityIds('roofing~1608000\n plumbing~4805000, roofing~1608000;bad id~')).toEqual({
      ids: ['roofing~1608000', 'plumbing~4805000'],
      invalid: ['bad', 'id~'],
    });
    expect(parseOpportunityIds('  ')).toEqual({ ids: [], invalid: [] });
  });
});
