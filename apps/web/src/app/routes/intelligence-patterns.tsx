import { PatternsScreen } from '@/features/serp-patterns';

/** /intelligence/patterns (docs/serp-patterns.md). */
export default function PatternRecognitionRoute() {
  return <PatternsScreen />;
}
