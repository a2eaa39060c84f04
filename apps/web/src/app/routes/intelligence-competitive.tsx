import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { CompetitiveScreen } from '@/features/competitive';

/** /intelligence/competitive and /opportunities/competitors: one screen, a title per route. */
export default function CompetitiveAnalysisRoute() {
  const { pathname } = useLocation();
  return (
    <CompetitiveScreen
      title={pathname.startsWith(paths.opportunitiesCompetitors) ? 'Competitor Gaps' : 'Competitive Analysis'}
    />
  );
}
