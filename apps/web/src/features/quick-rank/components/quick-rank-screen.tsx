import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Segmented } from '@/components/ui/segmented';
import { paths } from '@/config/paths';
import { AnalyzePanel } from './analyze-panel';
import { WinsPanel } from './wins-panel';

type Tab = 'analyze' | 'wins';

/** /quick-rank and /quick-rank/wins (docs/quick-rank.md). */
export function QuickRankScreen({ tab }: { tab: Tab }) {
  const navigate = useNavigate();
  return (
    <div data-testid="screen" data-screen="quick-rank">
      <PageHeader
        title="Quick Rank"
        description="Scores a page for a keyword from its on-page factors, and lists the tracked keywords a small change can lift."
        actions={
          <Segmented<Tab>
            label="View"
            value={tab}
            options={[
              { value: 'analyze', label: 'Analyze a page' },
              { value: 'wins', label: 'Quick wins' },
            ]}
            onChange={(v) => navigate(v === 'wins' ? paths.quickRankWins : paths.quickRank)}
          />
        }
      />
      {tab === 'wins' ? <WinsPanel /> : <AnalyzePanel />}
    </div>
  );
}
