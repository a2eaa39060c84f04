import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { QuickRankScreen } from '@/features/quick-rank';

/** /quick-rank (analyze) and /quick-rank/wins (quick wins): one screen, two tabs. */
export default function QuickRankRoute() {
  const { pathname } = useLocation();
  return <QuickRankScreen tab={pathname.startsWith(paths.quickRankWins) ? 'wins' : 'analyze'} />;
}
