import {
  canJumpToStage,
  completeStage,
  INITIAL_WORKFLOW_STATE,
  isWorkflowResumable,
  MESSAGES,
  type StageId,
  WORKFLOW_STAGES,
  type WorkflowState,
  workflowProgressPercent,
} from '@sdp/shared';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { randomId } from '@/lib/random-id';
import { clearWorkflowState, loadWorkflowState, saveWorkflowState } from './workflow-storage';

export interface WorkflowApi {
  state: WorkflowState;
  progress: number;
  isResumable: boolean;
  selectOpportunity: (opportunity: unknown) => void;
  completeGeneration: (website?: unknown, template?: unknown) => void;
  completeDeployment: (deployed?: unknown, platform?: string) => void;
  completeMonitoring: () => void;
  goToStage: (id: StageId) => boolean;
  startNewWorkflow: () => boolean;
  resetWorkflow: () => void;
  updateWorkflow: (patch: Partial<WorkflowState>) => void;
}

const WorkflowContext = createContext<WorkflowApi | null>(null);
const pathOf = (id: StageId) => WORKFLOW_STAGES.find((s) => s.id === id)?.path ?? paths.discovery;
const now = () => new Date().toISOString();

function started(s: WorkflowState): WorkflowState {
  if (s.workflowId) return s;
  const at = now();
  return { ...INITIAL_WORKFLOW_STATE, workflowId: randomId(), startedAt: at, lastUpdatedAt: at };
}

export function WorkflowProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState<WorkflowState>(loadWorkflowState);

  useEffect(() => saveWorkflowState(state), [state]);

  const advance = useCallback(
    (id: StageId, patch: Partial<WorkflowState>) => {
      setState((s) => completeStage({ ...started(s), ...patch, hasUnsavedChanges: false }, id, now()));
      if (id < 4) navigate(pathOf((id + 1) as StageId));
    },
    [navigate],
  );

  const selectOpportunity = useCallback((o: unknown) => advance(1, { selectedOpportunity: o }), [advance]);
  const completeGeneration = useCallback(
    (website?: unknown, template?: unknown) =>
      advance(2, {
        ...(website !== undefined ? { generatedWebsite: website } : {}),
        ...(template !== undefined ? { selectedTemplate: template } : {}),
      }),
    [advance],
  );
  const completeDeployment = useCallback(
    (deployed?: unknown, platform?: string) =>
      advance(3, {
        ...(deployed !== undefined ? { deployedWebsite: deployed } : {}),
        ...(platform !== undefined ? { deploymentPlatform: platform } : {}),
      }),
    [advance],
  );
  const completeMonitoring = useCallback(() => advance(4, {}), [advance]);

  const goToStage = useCallback(
    (id: StageId) => {
      if (!canJumpToStage(state, id)) return false;
      navigate(pathOf(id));
      return true;
    },
    [state, navigate],
  );

  const startNewWorkflow = useCallback(() => {
    if (state.hasUnsavedChanges && !window.confirm(MESSAGES.newWorkflowConfirm)) return false;
    setState(started(INITIAL_WORKFLOW_STATE));
    navigate(paths.discovery);
    return true;
  }, [state.hasUnsavedChanges, navigate]);

  const resetWorkflow = useCallback(() => {
    clearWorkflowState();
    setState(INITIAL_WORKFLOW_STATE);
    navigate(paths.discovery);
  }, [navigate]);

  const updateWorkflow = useCallback(
    (patch: Partial<WorkflowState>) => setState((s) => ({ ...started(s), ...patch, lastUpdatedAt: now() })),
    [],
  );

  const value = useMemo<WorkflowApi>(
    () => ({
      state,
      progress: workflowProgressPercent(state),
      isResumable: isWorkflowResumable(state),
      selectOpportunity,
      completeGeneration,
      completeDeployment,
      completeMonitoring,
      goToStage,
      startNewWorkflow,
      resetWorkflow,
      updateWorkflow,
    }),
    [
      state,
      selectOpportunity,
      completeGeneration,
      completeDeployment,
      completeMonitoring,
      goToStage,
      startNewWorkflow,
      resetWorkflow,
      updateWorkflow,
    ],
  );

  return <WorkflowContext.Provider value={value}>{children}</WorkflowContext.Provider>;
}

export function useWorkflow(): WorkflowApi {
  const ctx = useContext(WorkflowContext);
  if (!ctx) throw new Error('useWorkflow must be used inside <WorkflowProvider>');
  return ctx;
}
