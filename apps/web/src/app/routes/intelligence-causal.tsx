import { CausalScreen } from '@/features/causal';
import { EnginePanel } from '@/features/engines';

/** /intelligence/causal (docs/causal.md), with the causal engine's panel. */
export default function CausalAnalysisRoute() {
  return (
    <div className="space-y-6">
      <CausalScreen />
      <EnginePanel engineId="causal" />
    </div>
  );
}
