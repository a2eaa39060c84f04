import type { Site } from '@sdp/shared';
import { useEffect } from 'react';
import { useWorkflow } from './workflow-context';

// The workflow's hasUnsavedChanges (docs/product/web.md#saved-workflow): a site generated, or its
// pages edited, in stages 2 and 3 builds a version; until that version is live the workflow has
// unsaved changes, and starting a new one asks first. A deploy (the latest version live) or a reset
// clears it.

type SiteVersions = Pick<Site, 'liveVersionId' | 'latestVersion'>;

/** A built version that is not the live one: generated or edited, not deployed yet. */
export function hasUndeployedVersion(site: SiteVersions | null | undefined): boolean {
  const latest = site?.latestVersion;
  return !!latest && latest.id !== site.liveVersionId;
}

/** Keeps hasUnsavedChanges in step with the workflow's site while a stage 2/3 screen shows it. */
export function useSyncUnsavedChanges(site: SiteVersions | null | undefined): void {
  const { state, updateWorkflow } = useWorkflow();
  const known = site !== undefined;
  const unsaved = hasUndeployedVersion(site);
  useEffect(() => {
    if (!known || !state.workflowId || state.hasUnsavedChanges === unsaved) return;
    updateWorkflow({ hasUnsavedChanges: unsaved });
  }, [known, unsaved, state.workflowId, state.hasUnsavedChanges, updateWorkflow]);
}
