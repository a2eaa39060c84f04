import { MESSAGES } from '@sdp/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResumeCard } from './components/resume-card';
import { hasUndeployedVersion, useSyncUnsavedChanges } from './unsaved-changes';
import { useWorkflow, WorkflowProvider } from './workflow-context';

type SiteVersions = Parameters<typeof hasUndeployedVersion>[0];
const version = (id: string) => ({ id }) as NonNullable<NonNullable<SiteVersions>['latestVersion']>;
const built = (latest: string, live: string | null): SiteVersions => ({
  latestVersion: version(latest),
  liveVersionId: live,
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('hasUndeployedVersion', () => {
  it('is true for a built version that is not live, false once it is or without a site', () => {
    expect(hasUndeployedVersion(built('v1', null))).toBe(true);
    expect(hasUndeployedVersion(built('v2', 'v1'))).toBe(true);
    expect(hasUndeployedVersion(built('v2', 'v2'))).toBe(false);
    expect(hasUndeployedVersion({ latestVersion: null, liveVersionId: null })).toBe(false);
    expect(hasUndeployedVersion(null)).toBe(false);
  });
});

let api: ReturnType<typeof useWorkflow>;
let setSite: (s: SiteVersions | undefined) => void;
function Stage({ initial }: { initial: SiteVersions | undefined }) {
  api = useWorkflow();
  const [site, set] = useState(initial);
  setSite = set;
  useSyncUnsavedChanges(site);
  return <span data-testid="unsaved">{String(api.state.hasUnsavedChanges)}</span>;
}

function renderAt(site: SiteVersions | undefined) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <WorkflowProvider>
            <Stage initial={site} />
            <ResumeCard />
          </WorkflowProvider>
        ),
      },
    ],
    { initialEntries: ['/generation'] },
  );
  render(<RouterProvider router={router} />);
  return { router };
}

describe('unsaved changes of the workflow', () => {
  it('are set by an undeployed version, cleared by a deploy, and make "Start new workflow" ask first', () => {
    localStorage.setItem(
      'workflowState',
      JSON.stringify({ workflowId: 'w1', currentStage: 2, completedStages: [1], hasUnsavedChanges: false }),
    );
    const view = renderAt(built('v1', null));
    expect(screen.getByTestId('unsaved').textContent).toBe('true');
    expect(JSON.parse(localStorage.getItem('workflowState')!).hasUnsavedChanges).toBe(true);

    const confirm = vi.fn(() => false);
    window.confirm = confirm;
    fireEvent.click(screen.getByRole('button', { name: 'Start new workflow' }));
    expect(confirm).toHaveBeenCalledWith(MESSAGES.newWorkflowConfirm);
    expect(api.state.workflowId).toBe('w1');
    expect(view.router.state.location.pathname).toBe('/generation');

    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Start new workflow' }));
    expect(api.state.workflowId).not.toBe('w1');
    expect(view.router.state.location.pathname).toBe('/discovery');
  });

  it('a deploy clears them, and then a new workflow starts without asking', () => {
    localStorage.setItem(
      'workflowState',
      JSON.stringify({ workflowId: 'w1', currentStage: 3, completedStages: [1, 2], hasUnsavedChanges: true }),
    );
    const view = renderAt(built('v2', 'v1'));
    expect(screen.getByTestId('unsaved').textContent).toBe('true');
    act(() => setSite(built('v2', 'v2')));
    expect(screen.getByTestId('unsaved').textContent).toBe('false');
    const confirm = vi.fn(() => true);
    window.confirm = confirm;
    fireEvent.click(screen.getByRole('button', { name: 'Start new workflow' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(view.router.state.location.pathname).toBe('/discovery');
  });

  it('a reset clears them; a site still loading changes nothing', () => {
    localStorage.setItem(
      'workflowState',
      JSON.stringify({ workflowId: 'w1', currentStage: 2, completedStages: [1], hasUnsavedChanges: true }),
    );
    renderAt(undefined);
    expect(screen.getByTestId('unsaved').textContent).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByTestId('unsaved').textContent).toBe('false');
  });
});
