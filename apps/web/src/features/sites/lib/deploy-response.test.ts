import { describe, expect, it } from 'vitest';
import { normalizeDeployResponse } from './deploy-response';

const job = {
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
};
const site = { id: 's1', slug: 'roofing-boise', status: 'live', liveVersionId: 'v1' };

describe('normalizeDeployResponse', () => {
  it('takes { job } and { site }', () => {
    expect(normalizeDeployResponse({ job })).toEqual({ job });
    expect(normalizeDeployResponse({ site })).toEqual({ site });
  });
  it('takes { job, site } together', () => {
    expect(normalizeDeployResponse({ job, site })).toEqual({ job, site });
  });
  it('takes a bare job or site', () => {
    expect(normalizeDeployResponse(job)).toEqual({ job });
    expect(normalizeDeployResponse(site)).toEqual({ site });
  });
  it('refuses anything else', () => {
    expect(() => normalizeDeployResponse(null)).toThrow(/neither a job nor a site/);
    expect(() => normalizeDeployResponse({ ok: true })).toThrow();
  });
});
