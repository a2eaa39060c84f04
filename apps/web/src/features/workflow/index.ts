export { ResumeCard } from './components/resume-card';
export { StageHeader } from './components/stage-header';
export { WorkflowStepper } from './components/workflow-stepper';
export { WorkflowTabBar } from './components/workflow-tab-bar';
export { hasUndeployedVersion, useSyncUnsavedChanges } from './unsaved-changes';
export { useWorkflow, type WorkflowApi, WorkflowProvider } from './workflow-context';
