import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { CompetitiveScreen } from '@/features/competitive';
import { EnginePanel } from '@/features/engines';

/** /intelligence/competitive and /opportunities/competitors: one screen, a title per route. */
export default function CompetitiveAnalysisRoute() {
  const { pathname } = useLocation();
  return (
    <div className="space-y-6">
      <CompetitiveScreen
        title={
          pathname.startsWith(paths.opportunitiesCompetitors) ? 'Competitor Gaps' : 'Competitive Analysis'
        }
      />
      <EnginePanel engineId="competitive" />
    </div>
  );
}
