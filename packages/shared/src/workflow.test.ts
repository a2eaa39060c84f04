import { describe, expect, it } from 'vitest';
import {
  canJumpToStage,
  completeStage,
  INITIAL_WORKFLOW_STATE,
  stageDisplayState,
  workflowProgressPercent,
} from './workflow';

describe('workflow rules', () => {
  const started = { ...INITIAL_WORKFLOW_STATE, workflowId: 'w1' };

  it('selecting an opportunity completes stage 1 and moves to stage 2', () => {
    const s = completeStage(started, 1, 'now');
    expect(s.completedStages).toEqual([1]);
    expect(s.currentStage).toBe(2);
  });

  it('completing monitoring only marks stage 4 complete', () => {
    const s = completeStage({ ...started, currentStage: 4, completedStages: [1, 2, 3] }, 4, 'now');
    expect(s.currentStage).toBe(4);
    expect(s.completedStages).toEqual([1, 2, 3, 4]);
  });

  it('derives display states and jump rules', () => {
    const s = { currentStage: 2 as const, completedStages: [1 as const] };
    expect([1, 2, 3, 4].map((id) => stageDisplayState(s, id as 1))).toEqual([
      'completed',
      'current',
      'available',
      'locked',
    ]);
    expect(canJumpToStage(s, 3)).toBe(true);
    expect(canJumpToStage(s, 4)).toBe(false);
  });

  it('rounds progress to completed stages / 4', () => {
    expect(workflowProgressPercent({ completedStages: [1] })).toBe(25);
    expect(workflowProgressPercent({ completedStages: [1, 2, 3] })).toBe(75);
  });
});
