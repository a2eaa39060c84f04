import { MESSAGES, type Site } from '@sdp/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useRealtimeEvent } from '@/lib/realtime';
import { useDeploySite } from '../api/deploy-site';
import { useSite } from '../api/get-site';
import { invalidateSiteQueries, siteKeys } from '../api/keys';
import { type DeployState, deployReducer, INITIAL_DEPLOY_STATE } from '../lib/deploy-state';

/** How often the site is read while a deploy runs (the fallback when no event arrives). */
export const DEPLOY_POLL_MS = 1500;

export interface SiteDeploy {
  state: DeployState;
  isDeploying: boolean;
  /** Deploys a version (default: the latest). */
  start: (versionId?: string) => void;
}

/**
 * Deploys a site and follows it live: deployment:progress / deployment:completed /
 * site:updated events move the state, and the site is polled while the deploy runs.
 */
export function useSiteDeploy(site: Site | undefined): SiteDeploy {
  const qc = useQueryClient();
  const siteId = site?.id ?? '';
  const [state, dispatch] = useReducer(deployReducer, INITIAL_DEPLOY_STATE);
  const isDeploying = state.phase === 'starting' || state.phase === 'running';
  const deploy = useDeploySite(siteId);
  const polled = useSite(siteId || null, isDeploying ? DEPLOY_POLL_MS : false);

  useEffect(() => {
    if (polled.data && isDeploying) dispatch({ type: 'site', site: polled.data });
  }, [polled.data, isDeploying]);

  // A deploy already running when the screen opens (started elsewhere, or before a reload):
  // follow it like our own until the site is live or failed.
  const siteStatus = site?.status;
  useEffect(() => {
    if (siteStatus === 'deploying' && state.phase === 'idle') {
      dispatch({ type: 'start', targetVersionId: null });
      dispatch({ type: 'site', site: { status: 'deploying', liveVersionId: null } });
    }
  }, [siteStatus, state.phase]);

  const mine = (e: { siteId?: string; jobId: string }) =>
    (!!e.siteId && e.siteId === siteId) || (!!state.jobId && e.jobId === state.jobId);

  useRealtimeEvent('deployment:progress', (e) => {
    if (mine(e)) dispatch({ type: 'progress', event: e });
  });
  useRealtimeEvent('deployment:completed', (e) => {
    if (!mine(e)) return;
    dispatch({ type: 'completed', event: e });
    void invalidateSiteQueries(qc, siteId);
  });
  useRealtimeEvent('site:updated', (e) => {
    if (e.siteId !== siteId) return;
    dispatch({ type: 'site', site: e });
    void invalidateSiteQueries(qc, siteId);
  });

  // Once live (or failed), read the site and its versions again for the URL and live badge.
  useEffect(() => {
    if (siteId && (state.phase === 'live' || state.phase === 'failed'))
      void invalidateSiteQueries(qc, siteId);
  }, [state.phase, siteId, qc]);

  const { mutate } = deploy;
  const latestVersionId = site?.latestVersion?.id ?? null;
  const start = useCallback(
    (versionId?: string) => {
      if (!siteId) return;
      dispatch({ type: 'start', targetVersionId: versionId ?? latestVersionId });
      mutate(versionId, {
        onSuccess: (response) => {
          if (response.site) qc.setQueryData(siteKeys.detail(siteId), response.site);
          dispatch({ type: 'accepted', response });
        },
        onError: (e) => dispatch({ type: 'error', message: errorMessage(e, MESSAGES.deploymentFailed) }),
      });
    },
    [siteId, latestVersionId, mutate, qc],
  );

  return { state, isDeploying, start };
}
