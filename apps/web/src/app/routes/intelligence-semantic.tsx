import { EnginePanel } from '@/features/engines';
import { SemanticScreen } from '@/features/semantic';

/** /intelligence/semantic: topics, topic map and page coverage (docs/semantic.md), with its engine. */
export default function SemanticAnalysisRoute() {
  return (
    <div className="space-y-6">
      <SemanticScreen />
      <EnginePanel engineId="semantic" />
    </div>
  );
}
