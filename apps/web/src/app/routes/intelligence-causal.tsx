import { CausalScreen } from '@/features/causal';

/** /intelligence/causal (docs/causal.md). */
export default function CausalAnalysisRoute() {
  return <CausalScreen />;
}
