import { INITIAL_WORKFLOW_STATE, MESSAGES } from '@sdp/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWorkflowState, saveWorkflowState } from './workflow-storage';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('saved workflow', () => {
  it('logs and ignores a state it cannot parse', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('workflowState', '{not json');
    expect(loadWorkflowState()).toEqual(INITIAL_WORKFLOW_STATE);
    expect(log.mock.calls[0][0]).toBe(MESSAGES.workflowLoadFailed);
  });

  it('saves only when a workflowId exists', () => {
    saveWorkflowState(INITIAL_WORKFLOW_STATE);
    expect(localStorage.getItem('workflowState')).toBeNull();
    saveWorkflowState({
      ...INITIAL_WORKFLOW_STATE,
      workflowId: 'w',
      currentStage: 3,
      completedStages: [1, 2],
    });
    expect(loadWorkflowState()).toMatchObject({ workflowId: 'w', currentStage: 3, completedStages: [1, 2] });
  });
});
