import { Bot } from 'lucide-react';
import { paths } from '@/config/paths';
import { DeploymentScreen, GoldmineDeployForm, JobList } from '@/features/deployments';

export default function GoldmineDeploymentRoute() {
  return (
    <DeploymentScreen
      screen="goldmine-deployment"
      title="Goldmine Deployment"
      description="Builds and deploys a site for each of your best goldmine markets in one background job, and shows its progress live."
      otherScreen={{ to: paths.dominatorAutoDeployment, icon: Bot, label: 'All jobs' }}
      form={<GoldmineDeployForm />}
      jobsId="goldmine-jobs-title"
      jobsTitle="Goldmine deployments"
      jobs={
        <JobList
          kinds={['deploy-goldmines']}
          emptyTitle="No goldmine deployments yet"
          emptyText="Start one above: its progress, deployed sites and any errors show here."
        />
      }
    />
  );
}
