import { ArrowLeft, Gem } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { BatchDeployForm, JobList } from '@/features/deployments';

export default function AutoDeploymentDashboardRoute() {
  return (
    <div data-testid="screen" data-screen="auto-deployment">
      <PageHeader
        title="Auto Deployment"
        description="Runs deployment jobs in the background and shows their progress, sites planned, sites deployed and errors."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/dominator">
                <ArrowLeft aria-hidden="true" />
                Dominator
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/dominator/goldmine-deployment">
                <Gem aria-hidden="true" />
                Goldmine deployment
              </Link>
            </Button>
          </>
        }
      />
      <div className="space-y-6">
        <section className="rounded-xl border border-border bg-card p-4 sm:p-6">
          <BatchDeployForm />
        </section>
        <section aria-labelledby="jobs-title" className="space-y-3">
          <h2 id="jobs-title" className="text-lg font-semibold">
            Job history
          </h2>
          <JobList emptyText="Start a batch above, or deploy goldmines: every job shows here with its progress." />
        </section>
      </div>
    </div>
  );
}
