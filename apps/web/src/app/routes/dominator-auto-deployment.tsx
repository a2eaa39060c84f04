import { Gem } from 'lucide-react';
import { paths } from '@/config/paths';
import { BatchDeployForm, DeploymentScreen, JobList } from '@/features/deployments';

export default function AutoDeploymentDashboardRoute() {
  return (
    <DeploymentScreen
      screen="auto-deployment"
      title="Auto Deployment"
      description="Runs deployment jobs in the background and shows their progress, sites planned, sites deployed and errors."
      otherScreen={{ to: paths.dominatorGoldmineDeployment, icon: Gem, label: 'Goldmine deployment' }}
      form={<BatchDeployForm />}
      jobsId="jobs-title"
      jobsTitle="Job history"
      jobs={
        <JobList emptyText="Start a batch above, or deploy goldmines: every job shows here with its progress." />
      }
    />
  );
}
