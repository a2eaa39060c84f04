import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { DominatorScreen } from '@/features/dominator';

export default function DominatorDashboardRoute() {
  return (
    <div data-testid="screen" data-screen="dominator">
      <PageHeader
        title="Dominator"
        description="From market scan to scored goldmines: the best markets for lead-generation sites, where they are, and what the data behind them cost."
        actions={
          <Button asChild>
            <Link to="/discovery">
              <Search aria-hidden="true" />
              Find opportunities
            </Link>
          </Button>
        }
      />
      <DominatorScreen />
    </div>
  );
}
