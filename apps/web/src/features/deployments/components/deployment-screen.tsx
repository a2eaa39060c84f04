import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';

/**
 * A deployment screen of the Dominator: its header (back to the Dominator and a link to the other
 * deployment screen), the start form in a panel, and the jobs below under their heading.
 */
export function DeploymentScreen({
  screen,
  title,
  description,
  otherScreen,
  form,
  jobsId,
  jobsTitle,
  jobs,
}: {
  /** data-screen of the page. */
  screen: string;
  title: string;
  description: string;
  otherScreen: { to: string; icon: LucideIcon; label: string };
  form: ReactNode;
  /** id of the jobs heading (the jobs section's label). */
  jobsId: string;
  jobsTitle: string;
  jobs: ReactNode;
}) {
  const OtherIcon = otherScreen.icon;
  return (
    <div data-testid="screen" data-screen={screen}>
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={paths.dominator}>
                <ArrowLeft aria-hidden="true" />
                Dominator
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={otherScreen.to}>
                <OtherIcon aria-hidden="true" />
                {otherScreen.label}
              </Link>
            </Button>
          </>
        }
      />
      <div className="space-y-6">
        <section className="rounded-xl border border-border bg-card p-4 sm:p-6">{form}</section>
        <section aria-labelledby={jobsId} className="space-y-3">
          <h2 id={jobsId} className="text-lg font-semibold">
            {jobsTitle}
          </h2>
          {jobs}
        </section>
      </div>
    </div>
  );
}
