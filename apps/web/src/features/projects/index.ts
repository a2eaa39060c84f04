export { projectsKeys } from './api/keys';
export { useProjects } from './api/projects';
export { AnalysisResults, type OpportunitiesSlot } from './components/analysis-results';
export { ProjectWizard } from './components/project-wizard';
export { ProjectsList } from './components/projects-list';
