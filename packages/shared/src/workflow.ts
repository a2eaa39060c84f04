// Workflow stage definitions and rules (docs/product/rules.md#workflow-stages).

export type StageId = 1 | 2 | 3 | 4;
export type StageColour = 'blue' | 'purple' | 'green' | 'orange';
export type StageDisplayState = 'completed' | 'current' | 'available' | 'locked';

export interface StageDefinition {
  id: StageId;
  name: string;
  shortName: string;
  subtitle: string;
  description: string;
  colour: StageColour;
  path: string;
}

export const WORKFLOW_STAGES: readonly StageDefinition[] = [
  {
    id: 1,
    name: 'Find Goldmine',
    shortName: 'Find',
    subtitle: 'AI finds easy wins',
    description: 'Select a high-value local market to build for.',
    colour: 'blue',
    path: '/discovery',
  },
  {
    id: 2,
    name: 'Build Site',
    shortName: 'Build',
    subtitle: 'Auto-generate',
    description: 'Generate a unique lead-generation website for the market.',
    colour: 'purple',
    path: '/generation',
  },
  {
    id: 3,
    name: 'Go Live',
    shortName: 'Launch',
    subtitle: 'One-click deploy',
    description: 'Deploy the site to the built-in host and check it answers.',
    colour: 'green',
    path: '/deployment',
  },
  {
    id: 4,
    name: 'Dominate',
    shortName: 'Rank',
    subtitle: 'Auto-optimize to #1',
    description: 'Track visits, leads, rankings and revenue.',
    colour: 'orange',
    path: '/monitoring',
  },
] as const;

export interface WorkflowState {
  workflowId: string | null;
  currentStage: StageId;
  completedStages: StageId[];
  selectedOpportunity: unknown | null;
  generatedWebsite: unknown | null;
  selectedTemplate: unknown | null;
  deployedWebsite: unknown | null;
  deploymentPlatform: string | null;
  activeWebsiteId: string | null;
  startedAt: string | null;
  lastUpdatedAt: string | null;
  isResuming: boolean;
  hasUnsavedChanges: boolean;
}

export const INITIAL_WORKFLOW_STATE: WorkflowState = {
  workflowId: null,
  currentStage: 1,
  completedStages: [],
  selectedOpportunity: null,
  generatedWebsite: null,
  selectedTemplate: null,
  deployedWebsite: null,
  deploymentPlatform: null,
  activeWebsiteId: null,
  startedAt: null,
  lastUpdatedAt: null,
  isResuming: false,
  hasUnsavedChanges: false,
};

export function stageDisplayState(
  state: Pick<WorkflowState, 'currentStage' | 'completedStages'>,
  id: StageId,
): StageDisplayState {
  if (state.completedStages.includes(id)) return 'completed';
  if (id === state.currentStage) return 'current';
  if (id === state.currentStage + 1) return 'available';
  return 'locked';
}

export function canJumpToStage(
  state: Pick<WorkflowState, 'currentStage' | 'completedStages'>,
  id: StageId,
): boolean {
  return state.completedStages.includes(id) || id === state.currentStage || id === state.currentStage + 1;
}

export function workflowProgressPercent(state: Pick<WorkflowState, 'completedStages'>): number {
  return Math.round((new Set(state.completedStages).size / 4) * 100);
}

export function isWorkflowResumable(state: WorkflowState | null): boolean {
  return !!state && !!state.workflowId && state.currentStage > 1;
}

/** Marks a stage complete and, for stages 1-3, moves to the next (docs/product/rules.md#workflow-stages). */
export function completeStage(state: WorkflowState, id: StageId, now: string): WorkflowState {
  const completedStages = state.completedStages.includes(id)
    ? state.completedStages
    : ([...state.completedStages, id].sort() as StageId[]);
  const currentStage = id < 4 ? ((id + 1) as StageId) : state.currentStage;
  return { ...state, completedStages, currentStage, lastUpdatedAt: now };
}
