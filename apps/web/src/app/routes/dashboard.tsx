import { FolderKanban, Globe, Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BestMarketsCard } from '@/features/discovery';
import { ResumeCard } from '@/features/workflow';
import { displayName, useSession } from '@/lib/session';

export default function DashboardRoute() {
  const { user } = useSession();
  return (
    <div data-testid="screen" data-screen="dashboard" className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid="dashboard-welcome">
          Welcome back, {displayName(user)}
        </h1>
        <p className="mt-2 text-muted-foreground">Your best markets, sites and leads at a glance.</p>
      </div>
      <ResumeCard />
      <BestMarketsCard limit={5} />
      <div className="grid gap-6 lg:grid-cols-2">
        <EmptyState icon={Globe} title="No sites yet">
          Sites you build and deploy through the workflow will be listed here with their visits and leads.
        </EmptyState>
        <EmptyState icon={Inbox} title="No leads yet">
          Leads captured by the forms on your live sites will appear here.
        </EmptyState>
      </div>
      <EmptyState
        icon={FolderKanban}
        title="No projects yet"
        action={
          <Button asChild variant="outline">
            <Link to="/projects">Open projects</Link>
          </Button>
        }
      >
        Group your sites and analyses into projects to keep clients and markets apart.
      </EmptyState>
    </div>
  );
}
