import type {
  DeploymentCompletedEvent,
  DeploymentJob,
  DeploymentProgressEvent,
  JobKind,
  JobStatus,
} from '@sdp/shared';
import { formatDateTime as formatAt } from '@/lib/format';

// Pure state of a deployment job as the browser shows it: merged from the API and from pushed
// deployment:progress / deployment:completed events (docs/product/rules.md#deployment-jobs).

/** A job as shown: the API's fields plus the latest step message pushed over realtime. */
export type LiveJob = DeploymentJob & { message?: string };

const TERMINAL: ReadonlySet<JobStatus> = new Set(['completed', 'failed', 'cancelled']);

export const isTerminal = (status: JobStatus) => TERMINAL.has(status);
/** Queued or running: still moving, so it polls and can be cancelled. */
export const isActive = (status: JobStatus) => !TERMINAL.has(status);

export const clampProgress = (n: unknown): number =>
  typeof n === 'number' && Number.isFinite(n) ? Math.min(100, Math.max(0, Math.round(n))) : 0;

/**
 * Applies a progress event. A finished job keeps its state (late events are ignored); progress and
 * counts never go backwards (events may arrive out of order, and polling may be ahead).
 */
export function applyProgress(job: LiveJob, e: DeploymentProgressEvent): LiveJob {
  if (e.jobId !== job.id || isTerminal(job.status)) return job;
  return {
    ...job,
    status: 'running',
    progress: Math.max(clampProgress(job.progress), clampProgress(e.progress)),
    sitesPlanned: e.sitesPlanned ?? job.sitesPlanned,
    sitesDeployed: Math.max(job.sitesDeployed, e.sitesDeployed ?? 0),
    errors: e.status === 'failed' && e.message ? mergeErrors(job.errors, [e.message]) : job.errors,
    startedAt: job.startedAt ?? new Date().toISOString(),
    message: e.message ?? job.message,
  };
}

/**
 * Applies the completion event of a job (the server sends one per job; its siteId is set when the
 * job deployed exactly one site).
 */
export function applyCompleted(job: LiveJob, e: DeploymentCompletedEvent): LiveJob {
  if (e.jobId !== job.id || isTerminal(job.status)) return job;
  return {
    ...job,
    status: e.status,
    progress: e.status === 'completed' ? 100 : clampProgress(job.progress),
    errors: mergeErrors(job.errors, e.errors ?? []),
    siteIds: e.siteId && !job.siteIds.includes(e.siteId) ? [...job.siteIds, e.siteId] : job.siteIds,
    finishedAt: e.completedAt,
    message: undefined,
  };
}

const mergeErrors = (a: string[], b: string[]) => (b.length ? [...new Set([...a, ...b])] : a);

/**
 * Merges a fresh API answer with what realtime already showed: the server's state wins once it is
 * terminal; while both are running, the further progress is kept.
 */
export function mergeJob(shown: LiveJob | undefined, fresh: DeploymentJob): LiveJob {
  if (!shown || shown.id !== fresh.id) return fresh;
  if (isTerminal(fresh.status) || isTerminal(shown.status)) return isTerminal(fresh.status) ? fresh : shown;
  return {
    ...fresh,
    // A started job shows as running even while the queue has not picked it up yet.
    status: shown.status === 'running' ? 'running' : fresh.status,
    progress: Math.max(clampProgress(fresh.progress), clampProgress(shown.progress)),
    sitesDeployed: Math.max(fresh.sitesDeployed, shown.sitesDeployed),
    message: shown.message,
  };
}

/** Replaces (or adds, newest first) a job in a list. */
export function upsertJob(list: LiveJob[] | undefined, job: LiveJob): LiveJob[] {
  const all = list ?? [];
  return all.some((j) => j.id === job.id) ? all.map((j) => (j.id === job.id ? job : j)) : [job, ...all];
}

export const JOB_KIND_LABEL: Record<JobKind, string> = {
  deploy: 'Site deploy',
  'generate-and-deploy': 'Generate and deploy',
  'batch-deploy': 'Batch deploy',
  'deploy-goldmines': 'Goldmine deployment',
};

export const JOB_STATUS_LABEL: Record<JobStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const jobStatusVariant = (s: JobStatus) =>
  s === 'completed' ? 'success' : s === 'failed' ? 'danger' : s === 'cancelled' ? 'outline' : 'default';

/** "2 of 3 sites deployed" (and the singular). */
export function formatSiteCount(deployed: number, planned: number): string {
  return `${deployed} of ${planned} ${planned === 1 ? 'site' : 'sites'} deployed`;
}

/** A short elapsed time: "45 s", "3 min 5 s", "1 h 2 min". */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '–';
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return s % 60 ? `${m} min ${s % 60} s` : `${m} min`;
  const h = Math.floor(m / 60);
  return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '–';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : formatAt(iso);
}

/** How long the job ran (finished) or has been running (now). */
export function jobElapsed(job: DeploymentJob, now = Date.now()): string | null {
  if (!job.startedAt) return null;
  const start = Date.parse(job.startedAt);
  const end = job.finishedAt ? Date.parse(job.finishedAt) : now;
  return Number.isNaN(start) || Number.isNaN(end) ? null : formatDuration(end - start);
}

/**
 * Opportunity ids pasted by the user (one per line, or separated by commas or spaces), trimmed,
 * deduplicated, in order; `invalid` lists what does not look like vertical-slug~placeId.
 */
export function parseOpportunityIds(text: string): { ids: string[]; invalid: string[] } {
  const ids: string[] = [];
  const invalid: string[] = [];
  for (const raw of text.split(/[\s,;]+/)) {
    const id = raw.trim();
    if (!id) continue;
    if (!/^[a-z0-9-]+~[A-Za-z0-9-]+$/.test(id)) invalid.push(id);
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, invalid };
}
