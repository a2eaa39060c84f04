import { INITIAL_WORKFLOW_STATE, MESSAGES, STORAGE_KEYS, type WorkflowState } from '@sdp/shared';
import { readStorage, writeStorage } from '@/lib/storage';

const isStage = (v: unknown): v is 1 | 2 | 3 | 4 => v === 1 || v === 2 || v === 3 || v === 4;

/** Loads the saved workflow; a parse failure is logged and ignored (docs/product/web.md#saved-workflow). */
export function loadWorkflowState(): WorkflowState {
  const raw = readStorage('local', STORAGE_KEYS.workflowState);
  if (!raw) return INITIAL_WORKFLOW_STATE;
  try {
    const parsed = JSON.parse(raw) as Partial<WorkflowState>;
    if (!parsed || typeof parsed !== 'object') throw new Error('not an object');
    return {
      ...INITIAL_WORKFLOW_STATE,
      ...parsed,
      currentStage: isStage(parsed.currentStage) ? parsed.currentStage : 1,
      completedStages: Array.isArray(parsed.completedStages) ? parsed.completedStages.filter(isStage) : [],
    };
  } catch (err) {
    console.error(MESSAGES.workflowLoadFailed, err);
    return INITIAL_WORKFLOW_STATE;
  }
}

export function saveWorkflowState(state: WorkflowState): void {
  if (state.workflowId) writeStorage('local', STORAGE_KEYS.workflowState, JSON.stringify(state));
}

export function clearWorkflowState(): void {
  writeStorage('local', STORAGE_KEYS.workflowState, null);
}
