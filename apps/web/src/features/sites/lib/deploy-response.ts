import type { DeploymentJob, Site } from '@sdp/shared';

/** At least one of the two: the deployment job, and/or the site as it stands. */
export type DeployResponse = { job: DeploymentJob; site?: Site } | { job?: undefined; site: Site };

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';
const looksLikeJob = (v: unknown): v is DeploymentJob =>
  isObj(v) && typeof v.id === 'string' && 'progress' in v && 'status' in v && !('slug' in v);
const looksLikeSite = (v: unknown): v is Site => isObj(v) && typeof v.id === 'string' && 'slug' in v;

/**
 * The deploy call answers `{ job }` (a deployment job), `{ site }` (already done, e.g. the
 * version was live) or `{ job, site }` (the job as it stands after a short wait, and the site).
 * A bare job or site is accepted too.
 */
export function normalizeDeployResponse(data: unknown): DeployResponse {
  if (isObj(data)) {
    if (looksLikeJob(data.job))
      return looksLikeSite(data.site) ? { job: data.job, site: data.site } : { job: data.job };
    if (looksLikeSite(data.site)) return { site: data.site };
    if (looksLikeSite(data)) return { site: data };
    if (looksLikeJob(data)) return { job: data };
  }
  throw new Error('The deploy call answered neither a job nor a site');
}
