export { invalidateDeployments } from './api/keys';
export { BatchDeployForm } from './components/batch-deploy-form';
export { DeployedSitesPanel } from './components/deployed-sites-panel';
export { DeploymentScreen } from './components/deployment-screen';
export { GoldmineDeployForm } from './components/goldmine-deploy-form';
export { JobList } from './components/job-list';
export { useLiveDeployments } from './hooks/use-live-deployments';
