import { ArrowLeft, Bot } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { GoldmineDeployForm, JobList } from '@/features/deployments';

export default function GoldmineDeploymentRoute() {
  return (
    <div data-testid="screen" data-screen="goldmine-deployment">
      <PageHeader
        title="Goldmine Deployment"
        description="Builds and deploys a site for each of your best goldmine markets in one background job, and shows its progress live."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/dominator">
                <ArrowLeft aria-hidden="true" />
                Dominator
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/dominator/auto-deployment">
                <Bot aria-hidden="true" />
                All jobs
              </Link>
            </Button>
          </>
        }
      />
      <div className="space-y-6">
        <section className="rounded-xl border border-border bg-card p-4 sm:p-6">
          <GoldmineDeployForm />
        </section>
        <section aria-labelledby="goldmine-jobs-title" className="space-y-3">
          <h2 id="goldmine-jobs-title" className="text-lg font-semibold">
            Goldmine deployments
          </h2>
          <JobList
            kinds={['deploy-goldmines']}
            emptyTitle="No goldmine deployments yet"
            emptyText="Start one above: its progress, deployed sites and any errors show here."
          />
        </section>
      </div>
    </div>
  );
}
