import type { DeploymentCompletedEvent, DeploymentProgressEvent, Site } from '@sdp/shared';
import type { DeployResponse } from './deploy-response';

// The deploy panel's state machine. Inputs: the deploy call, pushed deployment:progress /
// deployment:completed / site:updated events, and the site as polled (the fallback when no
// event arrives). The site's own status is the final word; events only move the bar.

export type DeployPhase = 'idle' | 'starting' | 'running' | 'live' | 'failed';

export interface DeployState {
  phase: DeployPhase;
  jobId: string | null;
  /** The version being deployed; the site counts as done when this version is live. */
  targetVersionId: string | null;
  /** 0-100 */
  progress: number;
  message: string | null;
  error: string | null;
  /** A 'deploying' site or a progress event was seen since the start (so 'failed' is news). */
  started: boolean;
}

export type SiteSnapshot = Pick<Site, 'status' | 'liveVersionId'>;

export type DeployAction =
  | { type: 'start'; targetVersionId: string | null }
  | { type: 'accepted'; response: DeployResponse }
  | { type: 'progress'; event: DeploymentProgressEvent }
  | { type: 'completed'; event: DeploymentCompletedEvent }
  | { type: 'site'; site: SiteSnapshot }
  | { type: 'error'; message: string }
  | { type: 'reset' };

export const INITIAL_DEPLOY_STATE: DeployState = {
  phase: 'idle',
  jobId: null,
  targetVersionId: null,
  progress: 0,
  message: null,
  error: null,
  started: false,
};

const STEP_TEXT: Record<DeploymentProgressEvent['status'], string> = {
  queued: 'Waiting for a worker…',
  building: 'Building the files…',
  deploying: 'Publishing to the host…',
  verifying: 'Checking the live site answers…',
  completed: 'Live',
  failed: 'Deployment failed',
};

export const stepText = (status: DeploymentProgressEvent['status']) => STEP_TEXT[status];

const active = (s: DeployState) => s.phase === 'starting' || s.phase === 'running';

/** The target version is live (or, without a known target, the site is live). */
const isDone = (s: DeployState, site: SiteSnapshot) =>
  site.status === 'live' && (!s.targetVersionId || site.liveVersionId === s.targetVersionId);

const live = (s: DeployState): DeployState => ({
  ...s,
  phase: 'live',
  progress: 100,
  message: STEP_TEXT.completed,
  error: null,
});

export function deployReducer(state: DeployState, action: DeployAction): DeployState {
  switch (action.type) {
    case 'reset':
      return INITIAL_DEPLOY_STATE;
    case 'start':
      return {
        ...INITIAL_DEPLOY_STATE,
        phase: 'starting',
        targetVersionId: action.targetVersionId,
        message: 'Starting the deployment…',
      };
    case 'error':
      return { ...state, phase: 'failed', error: action.message, message: null };
    case 'accepted': {
      const { job, site } = action.response;
      // The site answered with the target live: done, whatever the job says.
      if (site && isDone(state, site)) return live(job ? { ...state, jobId: job.id } : state);
      if (!job) {
        if (site?.status === 'failed') return { ...state, phase: 'failed', error: 'Deployment failed' };
        return { ...state, phase: 'running', progress: Math.max(state.progress, 10) };
      }
      if (job.status === 'completed') return live({ ...state, jobId: job.id });
      if (job.status === 'failed' || job.status === 'cancelled')
        return {
          ...state,
          jobId: job.id,
          phase: 'failed',
          error: job.errors[0] ?? (job.status === 'cancelled' ? 'Deployment cancelled' : 'Deployment failed'),
        };
      return {
        ...state,
        phase: 'running',
        jobId: job.id,
        started: state.started || job.status === 'running' || site?.status === 'deploying',
        progress: Math.max(state.progress, job.progress),
        message: state.message ?? STEP_TEXT.queued,
      };
    }
    case 'progress': {
      const e = action.event;
      if (!active(state)) return state;
      if (state.jobId && e.jobId !== state.jobId) return state;
      if (e.status === 'failed')
        return { ...state, phase: 'failed', jobId: e.jobId, error: e.message ?? STEP_TEXT.failed };
      return {
        ...state,
        phase: 'running',
        started: true,
        jobId: state.jobId ?? e.jobId,
        progress: Math.max(state.progress, Math.min(100, e.progress)),
        message: e.message ?? STEP_TEXT[e.status],
      };
    }
    case 'completed': {
      const e = action.event;
      if (!active(state)) return state;
      if (state.jobId && e.jobId !== state.jobId) return state;
      if (e.status === 'cancelled')
        return { ...state, phase: 'failed', jobId: e.jobId, error: 'Deployment cancelled' };
      if (e.status === 'failed')
        return { ...state, phase: 'failed', jobId: e.jobId, error: e.errors?.[0] ?? STEP_TEXT.failed };
      return live({ ...state, jobId: e.jobId });
    }
    case 'site': {
      if (!active(state)) return state;
      if (isDone(state, action.site)) return live(state);
      if (action.site.status === 'deploying') return state.started ? state : { ...state, started: true };
      // A failed site ends the deploy only once it was seen deploying (a redeploy of a failed
      // site reads 'failed' until the job picks it up).
      if (action.site.status === 'failed' && state.started)
        return { ...state, phase: 'failed', error: STEP_TEXT.failed };
      return state;
    }
  }
}
