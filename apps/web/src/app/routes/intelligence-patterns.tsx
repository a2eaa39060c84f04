import { EnginePanel } from '@/features/engines';
import { PatternsScreen } from '@/features/serp-patterns';

/** /intelligence/patterns (docs/serp-patterns.md), with the SERP patterns engine's panel. */
export default function PatternRecognitionRoute() {
  return (
    <div className="space-y-6">
      <PatternsScreen />
      <EnginePanel engineId="serp-patterns" />
    </div>
  );
}
